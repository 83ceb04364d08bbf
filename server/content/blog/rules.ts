import { avatarOf } from '../../avatars/person-avatar.js';
import { includesText } from '../../common/schemas.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors.js';
import type { BlogPostChanges, BlogSidebar, CommentAuthor } from './repository.js';
import { BLOG_CATEGORIES, BLOG_STATUSES, type BlogCategoryValue, type BlogCommentRecord, type BlogPostRecord, type BlogStatus } from './models.js';

/** The blog's rules, shared by both stores: validation, order, search, the sidebar and the comment a write adds. */

const BLOG_LIMITS = { title: 150, slug: 120, excerpt: 2000, featuredImage: 500, comment: 2000, categories: 6 } as const;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Site-relative paths or http(s) URLs, which is what the edit form's image field accepts. */
const IMAGE_PATTERN = /^(\/[\w\-./]+|https?:\/\/\S+)$/;
export const RECENT_POSTS = 4;
/** How a commenter without a full name (a freshly registered account) signs. */
const ANONYMOUS = 'Пользователь';

const categoryLabel = new Map<string, string>(BLOG_CATEGORIES.map((c) => [c.value, c.label]));

/** What an accepted edit form writes: `img` follows the featured image. */
export type BlogPostFields = Pick<BlogPostRecord, 'title' | 'slug' | 'categories' | 'status' | 'excerpt' | 'featuredImage' | 'img'>;

/** An unknown id, or (no id) a blog without posts. */
export const postNotFound = (id?: number) =>
  new NotFoundError(id === undefined ? 'The blog has no posts' : `Blog post ${id} not found`);
export const slugTaken = (slug: string) => new ConflictError(`Slug '${slug}' is already used by another post`);

/** Newest first, ties in id order. */
export function newestFirst(a: BlogPostRecord, b: BlogPostRecord): number {
  return b.createdTime.localeCompare(a.createdTime) || a.id - b.id;
}

export function titleMatches(post: BlogPostRecord, q: string): boolean {
  return includesText(post.title, q.trim());
}

export function blogSidebar(recentPosts: BlogPostRecord[]): BlogSidebar {
  return { recentPosts, categories: BLOG_CATEGORIES.map(({ value, label, icon }) => ({ category: label, value, icon })) };
}

/** The whole edit form checked, before anything is read or written. */
export function checkedChanges(changes: BlogPostChanges): BlogPostFields {
  const title = changes.title.trim();
  const slug = changes.slug.trim();
  if (title.length === 0 || title.length > BLOG_LIMITS.title) {
    throw new InvalidInputError(`title must be 1-${BLOG_LIMITS.title} characters`);
  }
  if (slug.length > BLOG_LIMITS.slug || !SLUG_PATTERN.test(slug)) {
    throw new InvalidInputError('slug must be lowercase latin letters and digits separated by single hyphens');
  }
  const categories = [...new Set(changes.categories)];
  if (categories.length === 0 || categories.length > BLOG_LIMITS.categories) {
    throw new InvalidInputError(`categories must hold 1-${BLOG_LIMITS.categories} values`);
  }
  const unknown = categories.find((c) => !categoryLabel.has(c));
  if (unknown !== undefined) throw new InvalidInputError(`Unknown blog category '${unknown}'`);
  if (!(BLOG_STATUSES as readonly string[]).includes(changes.status)) {
    throw new InvalidInputError(`status must be one of ${BLOG_STATUSES.join(', ')}`);
  }
  if (changes.excerpt.length > BLOG_LIMITS.excerpt) {
    throw new InvalidInputError(`excerpt must be at most ${BLOG_LIMITS.excerpt} characters`);
  }
  const featuredImage = changes.featuredImage.trim();
  if (featuredImage.length > BLOG_LIMITS.featuredImage || !IMAGE_PATTERN.test(featuredImage)) {
    throw new InvalidInputError('featuredImage must be a site path (/images/…) or an http(s) URL');
  }
  return {
    title,
    slug,
    categories: categories as BlogCategoryValue[],
    status: changes.status as BlogStatus,
    excerpt: changes.excerpt,
    featuredImage,
    img: featuredImage,
  };
}

/** The comment text, trimmed and within its length. */
export function checkedComment(text: string): string {
  const commentText = text.trim();
  if (commentText.length === 0 || commentText.length > BLOG_LIMITS.comment) {
    throw new InvalidInputError(`Comment must be 1-${BLOG_LIMITS.comment} characters`);
  }
  return commentText;
}

export function newComment(id: number, author: CommentAuthor, commentText: string, now: Date): BlogCommentRecord {
  const userFullName = author.fullName || ANONYMOUS;
  // The author's picture as it is now (a comment keeps it), or their initials avatar: nobody is shown without one.
  return { id, avatar: avatarOf(userFullName, author.avatar), userFullName, commentedAt: now.toISOString(), commentText };
}

/** The categories' labels, as the list shows them. */
export function tags(post: Pick<BlogPostRecord, 'categories'>): string[] {
  return post.categories.map((c) => categoryLabel.get(c) ?? c);
}

export function categoryOptions(post: Pick<BlogPostRecord, 'categories'>) {
  return post.categories.map((value) => ({ value, label: categoryLabel.get(value) ?? value }));
}
