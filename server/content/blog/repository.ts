import type { BlogCategoryValue, BlogPostRecord } from './models.js';

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

export interface BlogSidebar {
  recentPosts: BlogPostRecord[];
  categories: { category: string; value: BlogCategoryValue; icon: string }[];
}

/**
 * Owner of the blog posts and their comments (shared by every account). Two stores implement it
 * (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts; tests/content/contract.test.ts
 * pins that both answer alike. Records always carry their comments, oldest first.
 */
export interface BlogRepository {
  /** Newest first (ties in id order); q matches the title (case-insensitive substring). */
  list(q?: string): Promise<BlogPostRecord[]>;
  /** The post, or the newest one when no id is given (the detail page opened without a choice); NotFoundError otherwise. */
  get(id?: number): Promise<BlogPostRecord>;
  /** The four newest posts and the blog categories. */
  sidebar(): Promise<BlogSidebar>;
  /** The edit form, validated whole first (a refused change leaves the post untouched); a slug another post uses is a ConflictError. */
  update(id: number, changes: BlogPostChanges): Promise<BlogPostRecord>;
  /** Flips the post's bookmark flag. */
  toggleBookmark(id: number): Promise<BlogPostRecord>;
  /** Appends a comment signed by `author`, id = the maximum comment id of the whole blog plus one. */
  addComment(id: number, author: CommentAuthor, text: string): Promise<BlogPostRecord>;
}
