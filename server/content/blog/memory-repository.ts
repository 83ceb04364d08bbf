import { auditBefore } from '../../audit/trail.js';
import type { BlogPostChanges, BlogRepository, BlogSidebar, CommentAuthor } from './repository.js';
import {
  blogSidebar,
  checkedChanges,
  checkedComment,
  newComment,
  newestFirst,
  postNotFound,
  RECENT_POSTS,
  slugTaken,
  titleMatches,
} from './rules.js';
import type { Clock } from '../../common/clock.js';
import type { BlogPostRecord } from './models.js';

/** The blog in this process's memory, over its own copy of the seed's posts. */
export class MemoryBlogRepository implements BlogRepository {
  private readonly posts: BlogPostRecord[];

  constructor(
    posts: readonly BlogPostRecord[],
    private readonly clock: Clock,
  ) {
    this.posts = structuredClone([...posts]);
  }

  async list(q = ''): Promise<BlogPostRecord[]> {
    return this.sorted().filter((p) => titleMatches(p, q));
  }

  async get(id?: number): Promise<BlogPostRecord> {
    return structuredClone(this.find(id));
  }

  async sidebar(): Promise<BlogSidebar> {
    return blogSidebar(this.sorted().slice(0, RECENT_POSTS));
  }

  async update(id: number, changes: BlogPostChanges): Promise<BlogPostRecord> {
    const fields = checkedChanges(changes);
    const post = this.find(id);
    if (this.posts.some((p) => p.id !== id && p.slug === fields.slug)) throw slugTaken(fields.slug);
    auditBefore(structuredClone(post));
    Object.assign(post, fields);
    return structuredClone(post);
  }

  async toggleBookmark(id: number): Promise<BlogPostRecord> {
    const post = this.find(id);
    post.bookmarked = !post.bookmarked;
    return structuredClone(post);
  }

  async addComment(id: number, author: CommentAuthor, text: string): Promise<BlogPostRecord> {
    const commentText = checkedComment(text);
    const post = this.find(id);
    const nextId = this.posts.flatMap((p) => p.comments).reduce((max, c) => Math.max(max, c.id), 0) + 1;
    post.comments.push(newComment(nextId, author, commentText, this.clock()));
    return structuredClone(post);
  }

  /** Copies: a caller never edits the store through a record it was given. */
  private sorted(): BlogPostRecord[] {
    return structuredClone(this.posts).sort(newestFirst);
  }

  private find(id?: number): BlogPostRecord {
    if (id === undefined) {
      const newest = [...this.posts].sort(newestFirst)[0];
      if (!newest) throw postNotFound();
      return newest;
    }
    const post = this.posts.find((p) => p.id === id);
    if (!post) throw postNotFound(id);
    return post;
  }
}
