import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/database.js';
import { inTransaction, matchesAny } from '../db/queries.js';
import { NotFoundError } from '../common/errors.js';
import { pageNotFound, SEARCH_LIMIT, type SearchGroupRecord, type SearchRepository } from './repository.js';
import type { Clock } from '../common/clock.js';
import type { ContactEntry, FileEntry, PageEntry } from './models.js';

const withoutPosition = <T extends { position: number }>({ position: _position, ...row }: T): Omit<T, 'position'> => row;

/** The search catalogue and every account's bookmarks in PostgreSQL (server/search/tables.ts). */
export class PostgresSearchRepository implements SearchRepository {
  constructor(
    private readonly db: Db,
    _clock: Clock,
  ) {}

  async groups(accountId: number): Promise<SearchGroupRecord[]> {
    return this.answer(accountId, '', null);
  }

  async search(accountId: number, q: string): Promise<SearchGroupRecord[]> {
    return this.answer(accountId, q.trim(), SEARCH_LIMIT);
  }

  async suggestions(accountId: number): Promise<PageEntry[]> {
    return this.pages(accountId).execute();
  }

  async bookmarks(accountId: number): Promise<PageEntry[]> {
    return this.pages(accountId).where(this.bookmarked(accountId), '=', true).execute();
  }

  async toggleBookmark(accountId: number, id: number): Promise<PageEntry> {
    return inTransaction(this.db, async (trx) => {
      // The account's toggles take turns (two at once flip twice); other accounts' do not wait.
      await sql`SELECT pg_advisory_xact_lock(hashtext('aurora:bookmarks'), ${accountId})`.execute(trx);
      const page = await trx.selectFrom('search_pages').selectAll().where('id', '=', id).executeTakeFirst();
      if (!page) throw new NotFoundError(pageNotFound(id));
      const removed = await trx.deleteFrom('bookmarks').where('accountId', '=', accountId).where('pageId', '=', id).executeTakeFirst();
      if (removed.numDeletedRows === 0n) await trx.insertInto('bookmarks').values({ accountId, pageId: id }).execute();
      return { ...page, isBookmarked: removed.numDeletedRows === 0n };
    });
  }

  private bookmarked(accountId: number) {
    return sql<boolean>`exists (select 1 from bookmarks b where b.account_id = ${accountId} and b.page_id = search_pages.id)`;
  }

  private pages(accountId: number): SelectQueryBuilder<Database, 'search_pages', PageEntry> {
    return this.db
      .selectFrom('search_pages')
      .select(['id', 'target', 'title', 'icon', 'link'])
      .select(this.bookmarked(accountId).as('isBookmarked'))
      .orderBy('id');
  }

  private async answer(accountId: number, q: string, limit: number | null): Promise<SearchGroupRecord[]> {
    const capped = <Q extends { limit(n: number): Q }>(query: Q) => (limit === null ? query : query.limit(limit));
    const [pages, files, contacts] = await Promise.all([
      capped(this.pages(accountId).where((eb) => matchesAny(eb, ['title', 'link'], q))).execute(),
      capped(this.db.selectFrom('search_files').selectAll().where((eb) => matchesAny(eb, ['title', 'by'], q)).orderBy('position')).execute(),
      capped(
        this.db.selectFrom('search_contacts').selectAll().where((eb) => matchesAny(eb, ['title', 'email'], q)).orderBy('position'),
      ).execute(),
    ]);
    return [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: pages },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: files.map((f): FileEntry => withoutPosition(f)) },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: contacts.map((c): ContactEntry => withoutPosition(c)) },
    ];
  }
}
