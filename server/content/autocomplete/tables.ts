import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { searchText } from '../../db/queries.js';
import type { AutocompleteEntry } from './models.js';

export interface AutocompleteTables {
  /** `search` is the title folded (server/db/queries.ts `searchText`). */
  autocomplete_entries: AutocompleteEntry & { search: string };
}

export const autocompleteMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('autocomplete_entries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .addColumn('search', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE "C"')))
      .execute();
    await sql`CREATE INDEX autocomplete_entries_search ON autocomplete_entries USING gin (search gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('autocomplete_entries').execute();
  },
};

export async function seedAutocompleteTables(db: Db, entries: readonly AutocompleteEntry[]): Promise<void> {
  await db
    .insertInto('autocomplete_entries')
    .values(entries.map((entry) => ({ ...entry, search: searchText([entry.title]) })))
    .execute();
}
