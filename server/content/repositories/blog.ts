import {
  BLOG_CATEGORIES,
  BLOG_STATUSES,
  type BlogCategoryValue,
  type BlogPostRecord,
  type BlogStatus,
} from '../../../seed/content/blog.js';
import { includesText } from '../../common/schemas.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors.js';
import type { Clock } from '../../repositories.js';

export interface BlogPostChanges {
  title: string;
  slug: string;
  categories: string[];
  status: string;
  excerpt: string;
  featuredImage: string;
}

export interface CommentAuthor {
  fullName: string;
  avatar: string | null;
}

const BLOG_LIMITS = { title: 150, slug: 120, excerpt: 2000, featuredImage: 500, comment: 2000, categories: 6 } as const;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Site-relative paths or http(s) URLs, which is what the edit form's image field accepts. */
const IMAGE_PATTERN = /^(\/[\w\-./]+|https?:\/\/\S+)$/;
const RECENT_POSTS = 4;

const categoryLabel = new Map<string, string>(BLOG_CATEGORIES.map((c) => [c.value, c.label]));

/** Blog posts: list, sidebar, detail and edit views, plus editing, bookmarks and comments. */
export class BlogRepository {
  constructor(
    private readonly posts: BlogPostRecord[],
    private readonly clock: Clock,
  ) {}

  /** Newest first; q matches the title (case-insensitive). */
  list(q = ''): BlogPostRecord[] {
    return [...this.posts]
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime) || a.id - b.id)
      .filter((p) => includesText(p.title, q.trim()));
  }

  /** The post, or the newest one when no id is given (the detail page opened without a choice). */
  get(id?: number): BlogPostRecord {
    if (id === undefined) return this.list()[0];
    const post = this.posts.find((p) => p.id === id);
    if (!post) throw new NotFoundError(`Blog post ${id} not found`);
    return post;
  }

  sidebar() {
    return {
      recentPosts: this.list().slice(0, RECENT_POSTS),
      categories: BLOG_CATEGORIES.map(({ value, label, icon }) => ({ category: label, value, icon })),
    };
  }

  tags(post: BlogPostRecord): string[] {
    return post.categories.map((c) => categoryLabel.get(c) ?? c);
  }

  categoryOptions(post: BlogPostRecord) {
    return post.categories.map((value) => ({ value, label: categoryLabel.get(value) ?? value }));
  }

  /** The legacy REST list item. */
  listItem(post: BlogPostRecord) {
    return {
      id: post.id,
      img: post.img,
      title: post.title,
      slug: post.slug,
      avatar: post.avatar,
      userFullName: post.userFullName,
      blogPosted: post.createdTime,
      tags: this.tags(post),
      excerpt: post.excerpt,
      comment: post.comments.length,
      status: post.status,
    };
  }

  /** The legacy REST detail page: `comments` is a count on the blog and the list beside it. */
  detail(post: BlogPostRecord) {
    return {
      blog: {
        id: post.id,
        img: post.img,
        title: post.title,
        slug: post.slug,
        avatar: post.avatar,
        userFullName: post.userFullName,
        createdTime: post.createdTime,
        tags: this.tags(post),
        categories: post.categories,
        excerpt: post.excerpt,
        content: post.content,
        comments: post.comments.length,
        bookmarked: post.bookmarked,
        status: post.status,
      },
      comments: post.comments,
    };
  }

  /** The legacy REST edit form. */
  edit(post: BlogPostRecord) {
    return {
      id: post.id,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.createdTime,
      blogTitle: post.title,
      blogCategories: this.categoryOptions(post),
      slug: post.slug,
      status: post.status,
      excerpt: post.excerpt,
      featuredImage: post.featuredImage,
    };
  }

  /** Validates the whole edit form first, so a rejected change leaves the post untouched. */
  update(id: number, changes: BlogPostChanges): BlogPostRecord {
    const post = this.get(id);
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
    if (this.posts.some((p) => p.id !== id && p.slug === slug)) {
      throw new ConflictError(`Slug '${slug}' is already used by another post`);
    }
    Object.assign(post, {
      title,
      slug,
      categories: categories as BlogCategoryValue[],
      status: changes.status as BlogStatus,
      excerpt: changes.excerpt,
      featuredImage,
      img: featuredImage,
    });
    return post;
  }

  toggleBookmark(id: number): BlogPostRecord {
    const post = this.get(id);
    post.bookmarked = !post.bookmarked;
    return post;
  }

  addComment(id: number, author: CommentAuthor, text: string): BlogPostRecord {
    const post = this.get(id);
    const commentText = text.trim();
    if (commentText.length === 0 || commentText.length > BLOG_LIMITS.comment) {
      throw new InvalidInputError(`Comment must be 1-${BLOG_LIMITS.comment} characters`);
    }
    const nextId = this.posts.flatMap((p) => p.comments).reduce((max, c) => Math.max(max, c.id), 0) + 1;
    post.comments.push({
      id: nextId,
      avatar: author.avatar,
      userFullName: author.fullName || 'Пользователь',
      commentedAt: this.clock().toISOString(),
      commentText,
    });
    return post;
  }
}
