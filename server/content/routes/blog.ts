import type { FastifyPluginAsync } from 'fastify';
import { featherIcon } from '../../common/legacy-icons.js';
import { errorSchema, idSchema, protectedErrorResponses, searchSchema } from '../../common/schemas.js';
import { categoryOptions, tags } from '../blog/rules.js';
import { arr, bool, int, nullableStr, obj, str, strings } from '../json-schema.js';
import { BLOG_CATEGORIES, BLOG_STATUSES, type BlogPostRecord } from '../blog/models.js';

const statusSchema = { type: 'string', enum: [...BLOG_STATUSES] } as const;
const categoryValues = BLOG_CATEGORIES.map((c) => c.value);
const optionalIdQuery = { type: 'object', properties: { id: idSchema } } as const;
const notFound = { ...protectedErrorResponses, 404: errorSchema } as const;

/** The legacy list item (the response schema keeps only its fields). */
const listItem = (post: BlogPostRecord) => ({ ...post, blogPosted: post.createdTime, tags: tags(post), comment: post.comments.length });

/** The legacy detail page: `comments` is a count on the blog and the list beside it. */
function detail({ comments, ...post }: BlogPostRecord) {
  return {
    blog: { ...post, tags: tags(post), comments: comments.length, bookmarked: post.bookmarked ? 1 : 0, isBookmarked: post.bookmarked },
    comments,
  };
}

/** The legacy edit form (the response schema keeps only its fields). */
const editForm = (post: BlogPostRecord) => ({ ...post, blogTitle: post.title, blogCategories: categoryOptions(post) });

/** GET /blog/list/data, /sidebar, /detail, /edit (spec section 7 Content). */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.content.blog;

  app.get<{ Querystring: { q: string } }>(
    '/blog/list/data',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Blog posts, newest first; q matches the title',
        querystring: { type: 'object', properties: { q: searchSchema } },
        response: {
          200: arr(
            obj({
              id: int,
              img: str,
              title: str,
              slug: str,
              avatar: str,
              userFullName: str,
              blogPosted: str,
              tags: strings,
              excerpt: str,
              comment: int,
              status: statusSchema,
            }),
          ),
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => (await repo().list(request.query.q)).map(listItem),
  );

  app.get(
    '/blog/list/data/sidebar',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Recent posts and the blog categories',
        response: {
          200: obj({
            recentPosts: arr(obj({ id: int, img: str, title: str, createdTime: str })),
            categories: arr(obj({ category: str, value: { type: 'string', enum: categoryValues }, icon: str })),
          }),
          ...protectedErrorResponses,
        },
      },
    },
    async () => {
      const { categories, ...sidebar } = await repo().sidebar();
      // The legacy sidebar draws `icon` as a react-feather component.
      return { ...sidebar, categories: categories.map((c) => ({ ...c, icon: featherIcon(c.icon) })) };
    },
  );

  app.get<{ Querystring: { id?: number } }>(
    '/blog/list/data/detail',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'A post with its comments; the newest post when id is omitted',
        querystring: optionalIdQuery,
        response: {
          200: obj({
            blog: obj({
              id: int,
              img: str,
              title: str,
              slug: str,
              avatar: str,
              userFullName: str,
              createdTime: str,
              tags: strings,
              categories: strings,
              excerpt: str,
              content: str,
              comments: int,
              // The legacy page shows `bookmarked` as a count beside its bookmark icon; ours is the flag.
              bookmarked: int,
              isBookmarked: bool,
              status: statusSchema,
            }),
            comments: arr(obj({ id: int, avatar: nullableStr, userFullName: str, commentedAt: str, commentText: str })),
          }),
          ...notFound,
        },
      },
    },
    async (request) => detail(await repo().get(request.query.id)),
  );

  app.get<{ Querystring: { id?: number } }>(
    '/blog/list/data/edit',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: "A post's edit form; the newest post when id is omitted",
        querystring: optionalIdQuery,
        response: {
          200: obj({
            id: int,
            avatar: str,
            userFullName: str,
            createdTime: str,
            blogTitle: str,
            blogCategories: arr(obj({ value: str, label: str })),
            slug: str,
            status: statusSchema,
            excerpt: str,
            featuredImage: str,
          }),
          ...notFound,
        },
      },
    },
    async (request) => editForm(await repo().get(request.query.id)),
  );
};
