import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { searchText } from '../../db/queries.js';
import { insertInBatches } from '../../db/seeding.js';
import type { BlogCommentRecord, BlogPostRecord } from './models.js';

export interface BlogTables {
  /** Posts without their comments; `search` is the title folded (server/db/queries.ts `searchText`). */
  blog_posts: Omit<BlogPostRecord, 'comments'> & { search: string };
  /** Every post's comments; ids run across the whole blog. */
  blog_comments: BlogCommentRecord & { postId: number };
}

export const blogMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('blog_posts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('featured_image', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text', (c) => c.notNull())
      .addColumn('user_full_name', 'text', (c) => c.notNull())
      .addColumn('created_time', 'timestamptz', (c) => c.notNull())
      .addColumn('categories', sql`text[]`, (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('excerpt', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('bookmarked', 'boolean', (c) => c.notNull())
      .addColumn('search', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE "C"')))
      .execute();
    await db.schema
      .createTable('blog_comments')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
      .addColumn('avatar', 'text')
      .addColumn('user_full_name', 'text', (c) => c.notNull())
      .addColumn('commented_at', 'timestamptz', (c) => c.notNull())
      .addColumn('comment_text', 'text', (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX blog_posts_newest ON blog_posts (created_time DESC, id)`.execute(db);
    await sql`CREATE INDEX blog_posts_search ON blog_posts USING gin (search gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX blog_comments_post ON blog_comments (post_id, id)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('blog_comments').execute();
    await db.schema.dropTable('blog_posts').execute();
  },
};

/** A post's row (its comments go to `blog_comments`). */
export function blogPostRow({ comments: _comments, ...post }: BlogPostRecord): BlogTables['blog_posts'] {
  return { ...post, search: searchText([post.title]) };
}

export async function seedBlogTables(db: Db, posts: readonly BlogPostRecord[]): Promise<void> {
  await insertInBatches(posts.map(blogPostRow), (batch) => db.insertInto('blog_posts').values(batch).execute());
  const comments = posts.flatMap((post) => post.comments.map((comment) => ({ ...comment, postId: post.id })));
  await insertInBatches(comments, (batch) => db.insertInto('blog_comments').values(batch).execute());
}
