import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { auditBefore } from '../../audit/trail.js';
import { inTransaction, matchesSearch, nextId, searchText, writeLocked } from '../../db/queries.js';
import type { BlogPostChanges, BlogRepository, BlogSidebar, CommentAuthor } from './repository.js';
import { blogSidebar, checkedChanges, checkedComment, newComment, postNotFound, RECENT_POSTS, slugTaken } from './rules.js';
import type { Clock } from '../../common/clock.js';
import type { BlogPostRecord } from './models.js';

type Reader = Db | Transaction<Database>;

/** The blog in PostgreSQL (tables `blog_posts`, `blog_comments`: server/content/blog/tables.ts). */
export class PostgresBlogRepository implements BlogRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(q = ''): Promise<BlogPostRecord[]> {
    return this.posts(this.db, q.trim());
  }

  async get(id?: number): Promise<BlogPostRecord> {
    return this.find(this.db, id);
  }

  async sidebar(): Promise<BlogSidebar> {
    return blogSidebar(await this.posts(this.db, '', RECENT_POSTS));
  }

  async update(id: number, changes: BlogPostChanges): Promise<BlogPostRecord> {
    const fields = checkedChanges(changes);
    return writeLocked(this.db, 'blog_posts', async (trx) => {
      auditBefore(await this.find(trx, id));
      const clash = await trx.selectFrom('blog_posts').select('id').where('slug', '=', fields.slug).where('id', '<>', id).executeTakeFirst();
      if (clash) throw slugTaken(fields.slug);
      await trx
        .updateTable('blog_posts')
        .set({ ...fields, search: searchText([fields.title]) })
        .where('id', '=', id)
        .execute();
      return this.find(trx, id);
    });
  }

  async toggleBookmark(id: number): Promise<BlogPostRecord> {
    return inTransaction(this.db, async (trx) => {
      const flipped = await trx
        .updateTable('blog_posts')
        .set((eb) => ({ bookmarked: eb.not('bookmarked') }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (flipped.numUpdatedRows === 0n) throw postNotFound(id);
      return this.find(trx, id);
    });
  }

  async addComment(id: number, author: CommentAuthor, text: string): Promise<BlogPostRecord> {
    const commentText = checkedComment(text);
    return writeLocked(this.db, 'blog_comments', async (trx) => {
      await this.find(trx, id);
      const comment = newComment(await nextId(trx, 'blog_comments'), author, commentText, this.clock());
      await trx.insertInto('blog_comments').values({ ...comment, postId: id }).execute();
      return this.find(trx, id);
    });
  }

  /** The post by id, or the newest one. */
  private async find(db: Reader, id?: number): Promise<BlogPostRecord> {
    const [post] = id === undefined ? await this.posts(db, '', 1) : await this.posts(db, '', 1, id);
    if (!post) throw postNotFound(id);
    return post;
  }

  /** Posts newest first, each with its comments oldest first. */
  private async posts(db: Reader, q: string, limit?: number, id?: number): Promise<BlogPostRecord[]> {
    const rows = await db
      .selectFrom('blog_posts')
      .selectAll()
      .where((eb) => matchesSearch(eb, ['title'], q))
      .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
      .orderBy('createdTime', 'desc')
      .orderBy('id')
      .$if(limit !== undefined, (qb) => qb.limit(limit!))
      .execute();
    if (rows.length === 0) return [];
    const comments = await db
      .selectFrom('blog_comments')
      .selectAll()
      .where(
        'postId',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .execute();
    return rows.map(({ search: _search, ...post }) => ({
      ...post,
      comments: comments.filter((c) => c.postId === post.id).map(({ postId: _postId, ...comment }) => comment),
    }));
  }
}
