import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { insertInBatches } from '../../db/seeding.js';
import { jsonb } from '../documents.js';
import { storedPost, type StoredPost } from './rules.js';
import type { PollOptionRecord, ProfileSeed } from './models.js';

export interface ProfileTables {
  /** The feed's posts; liked users and comments as jsonb (the page only shows them). */
  profile_posts: StoredPost;
  /** Who likes which post, one row per account and post. */
  profile_post_likes: { postId: number; accountId: number };
  profile_poll_options: PollOptionRecord;
  /** Each account's one vote. */
  profile_poll_votes: { accountId: number; optionId: number };
}

export const profileMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('profile_posts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('avatar', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('post_time', 'timestamptz', (c) => c.notNull())
      .addColumn('post_text', 'text', (c) => c.notNull())
      .addColumn('post_img', 'text')
      .addColumn('base_likes', 'integer', (c) => c.notNull())
      .addColumn('comments', 'integer', (c) => c.notNull())
      .addColumn('share', 'integer', (c) => c.notNull())
      .addColumn('liked_users', 'jsonb', (c) => c.notNull())
      .addColumn('detailed_comments', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('profile_post_likes')
      .addColumn('post_id', 'integer', (c) => c.notNull().references('profile_posts.id').onDelete('cascade'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('profile_post_likes_pkey', ['post_id', 'account_id'])
      .execute();
    await db.schema
      .createTable('profile_poll_options')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('base_votes', 'integer', (c) => c.notNull())
      .addColumn('voted_user', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('profile_poll_votes')
      .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('option_id', 'integer', (c) => c.notNull().references('profile_poll_options.id').onDelete('cascade'))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['profile_poll_votes', 'profile_poll_options', 'profile_post_likes', 'profile_posts']) await db.schema.dropTable(table).execute();
  },
};

/** The seed's posts, likes and poll (the page itself is a document: server/content/documents.ts). */
export async function seedProfileTables(db: Db, seed: ProfileSeed): Promise<void> {
  const posts = seed.posts.map(storedPost);
  await insertInBatches(posts, (batch) =>
    db
      .insertInto('profile_posts')
      .values(batch.map(({ post }) => ({ ...post, likedUsers: jsonb(post.likedUsers), detailedComments: jsonb(post.detailedComments) })))
      .execute(),
  );
  const likes = posts.flatMap(({ post, likedBy }) => likedBy.map((accountId) => ({ postId: post.id, accountId })));
  await insertInBatches(likes, (batch) => db.insertInto('profile_post_likes').values(batch).execute());
  await insertInBatches(seed.polls, (batch) =>
    db
      .insertInto('profile_poll_options')
      .values(batch.map((option) => ({ ...option, votedUser: jsonb(option.votedUser) })))
      .execute(),
  );
}
