import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { writeLocked } from '../../db/queries.js';
import { readDocument } from '../documents.js';
import type { PollOptionView, ProfilePostView, ProfileRepository, ProfileView } from './repository.js';
import { optionNotFound, pollViews, postNotFound, postView, profileView } from './rules.js';

type Reader = Db | Transaction<Database>;

/** The profile page in PostgreSQL (server/content/profile/tables.ts; the page itself a document). */
export class PostgresProfileRepository implements ProfileRepository {
  constructor(private readonly db: Db) {}

  async view(accountId: number): Promise<ProfileView> {
    const [page, posts, polls] = await Promise.all([readDocument(this.db, 'profile_page'), this.posts(this.db, accountId), this.polls(this.db, accountId)]);
    return profileView(page, posts, polls);
  }

  async toggleLike(id: number, accountId: number): Promise<ProfilePostView> {
    return writeLocked(this.db, 'profile_post_likes', async (trx) => {
      const taken = await trx.deleteFrom('profile_post_likes').where('postId', '=', id).where('accountId', '=', accountId).executeTakeFirst();
      if (taken.numDeletedRows === 0n) {
        const post = await trx.selectFrom('profile_posts').select('id').where('id', '=', id).executeTakeFirst();
        if (!post) throw postNotFound(id);
        await trx.insertInto('profile_post_likes').values({ postId: id, accountId }).execute();
      }
      const [post] = await this.posts(trx, accountId, id);
      return post;
    });
  }

  async vote(optionId: number, accountId: number): Promise<PollOptionView[]> {
    return writeLocked(this.db, 'profile_poll_votes', async (trx) => {
      const option = await trx.selectFrom('profile_poll_options').select('id').where('id', '=', optionId).executeTakeFirst();
      if (!option) throw optionNotFound(optionId);
      await trx
        .insertInto('profile_poll_votes')
        .values({ accountId, optionId })
        .onConflict((oc) => oc.column('accountId').doUpdateSet({ optionId }))
        .execute();
      return this.polls(trx, accountId);
    });
  }

  /** Posts in id order (one when `id` is given), with everyone's like count and the account's own like. */
  private async posts(db: Reader, accountId: number, id?: number): Promise<ProfilePostView[]> {
    const rows = await db
      .selectFrom('profile_posts as p')
      .selectAll('p')
      .select((eb) => [
        eb.selectFrom('profile_post_likes as l').whereRef('l.postId', '=', 'p.id').select((e) => e.fn.countAll<number>().as('n')).as('likers'),
        eb.exists(eb.selectFrom('profile_post_likes as l').whereRef('l.postId', '=', 'p.id').where('l.accountId', '=', accountId)).as('youLiked'),
      ])
      .$if(id !== undefined, (qb) => qb.where('p.id', '=', id!))
      .orderBy('p.id')
      .execute();
    return rows.map(({ likers, youLiked, ...post }) => postView(post, Number(likers), Boolean(youLiked)));
  }

  private async polls(db: Reader, accountId: number): Promise<PollOptionView[]> {
    const [options, counts, mine] = await Promise.all([
      db.selectFrom('profile_poll_options').selectAll().orderBy('id').execute(),
      db.selectFrom('profile_poll_votes').select(['optionId', (eb) => eb.fn.countAll<number>().as('votes')]).groupBy('optionId').execute(),
      db.selectFrom('profile_poll_votes').select('optionId').where('accountId', '=', accountId).executeTakeFirst(),
    ]);
    return pollViews(options, new Map(counts.map((c) => [c.optionId, c.votes])), mine?.optionId);
  }
}
