import { sql, type Kysely, type Transaction } from 'kysely';
import type { UserSeed } from '../../seed/users.js';
import type { Database } from '../db/database.js';
import { countRows } from '../db/meta.js';
import { insertInBatches } from '../db/seeding.js';
import { RU_COLLATE, searchText } from '../db/queries.js';
import { USER_SORT_COLUMNS, type UserRecord } from './models.js';

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

/** What a user's row holds beyond the record. */
export function userRow(user: UserRecord, position: number): UserTables['users'] {
  return { ...user, position, search: searchText([user.email, user.fullName, user.billing]) };
}

/** The seed's users in seed order. */
export async function seedUserTables(trx: Transaction<Database>, seed: UserSeed): Promise<void> {
  const rows = seed.map(userRow);
  await insertInBatches(rows, (batch) => trx.insertInto('users').values(batch).execute());
}
