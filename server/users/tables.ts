import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { countGroups, countRows, stopCountingGroups } from '../db/meta.js';
import { insertInBatches } from '../db/seeding.js';
import { RU_COLLATE, searchText } from '../db/queries.js';
import { USER_SORT_COLUMNS, type UserRecord, type UserSeed } from './models.js';
import { extended } from '../common/extended.js';

declare module '../db/database.js' {
  interface Database extends UserTables {}
}

export interface UserTables {
  /**
   * Listed users; `position` keeps the legacy all-data order (additions first: each below the least);
   * `search` is e-mail, full name and billing folded (server/db/queries.ts `searchText`).
   */
  users: UserRecord & { position: number; search: string };
}

const TEXT_SORTS = USER_SORT_COLUMNS.filter((c) => c !== 'id');
const snake = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const userMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    let table = db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull());
    for (const column of TEXT_SORTS) {
      table = table.addColumn(snake(column), 'text', (c) => c.notNull().modifyEnd(RU_COLLATE));
    }
    await table.addColumn('avatar', 'text').addColumn('search', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE "C"'))).execute();
    await countRows(db, 'users');
    await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db);
    await sql`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`.execute(db);
    await sql`CREATE INDEX users_position ON users (position)`.execute(db);
    // Every sort column with the id tie-break: a page is an index walk, whichever order the list asks.
    for (const column of TEXT_SORTS) await sql`CREATE INDEX ${sql.id(`users_by_${snake(column)}`)} ON users (${sql.id(snake(column))}, id)`.execute(db);
    await sql`CREATE INDEX users_search ON users USING gin (search gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('users').execute();
  },
};

/** The closed-set filters of the list, whose totals `group_counts` keeps. */
export const USER_GROUP_COLUMNS = ['role', 'current_plan', 'status'] as const;

/**
 * The list at a million rows (bench/postgres-scale.ts). Ties keep id order in both directions, and an index
 * read backwards gives ids descending: a descending sort over a column of a few values (billing, company,
 * role, country, plan, status: hundreds of thousands of rows per value) sorted whole groups. Filter-only
 * totals come from group counts.
 */
export const userListAtScaleMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const column of ['billing', 'company', 'role', 'country', 'current_plan', 'status']) {
      await sql`CREATE INDEX ${sql.id(`users_by_${column}_desc`)} ON users (${sql.id(column)} DESC, id)`.execute(db);
    }
    await countGroups(db, 'users', USER_GROUP_COLUMNS);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await stopCountingGroups(db, 'users');
    for (const column of ['billing', 'company', 'role', 'country', 'current_plan', 'status']) {
      await sql`DROP INDEX ${sql.id(`users_by_${column}_desc`)}`.execute(db);
    }
  },
};

/** The user's `search` column: e-mail, full name and billing folded (kept on every write that changes them). */
export function userSearch(user: Pick<UserRecord, 'email' | 'fullName' | 'billing'>): string {
  return searchText([user.email, user.fullName, user.billing]);
}

/** What a user's row holds beyond the record. */
export function userRow(user: UserRecord, position: number): UserTables['users'] {
  return extended(user, { position, search: userSearch(user) });
}

/** The seed's users in seed order. */
export async function seedUserTables(trx: Transaction<Database>, seed: UserSeed): Promise<void> {
  const rows = seed.map(userRow);
  await insertInBatches(rows, (batch) => trx.insertInto('users').values(batch).execute());
}
