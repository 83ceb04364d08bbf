import { sql, type Kysely, type Transaction } from 'kysely';
import type { UserSeed } from '../../seed/users.js';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import { RU_COLLATE } from '../db/queries.js';
import { USER_SORT_COLUMNS, type UserRecord } from './models.js';

export interface UserTables {
  /** Listed users; `position` keeps the legacy all-data order (additions first: each below the least). */
  users: UserRecord & { position: number };
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
    await table.addColumn('avatar', 'text').execute();
    await sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`.execute(db);
    await sql`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`.execute(db);
    await sql`CREATE INDEX users_position ON users (position)`.execute(db);
    // Every sort column with the id tie-break: a page is an index walk, whichever order the list asks.
    for (const column of TEXT_SORTS) await sql`CREATE INDEX ${sql.id(`users_by_${snake(column)}`)} ON users (${sql.id(snake(column))}, id)`.execute(db);
    await sql`CREATE INDEX users_search ON users USING gin (email gin_trgm_ops, full_name gin_trgm_ops, billing gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('users').execute();
  },
};

/** The seed's users in seed order. */
export async function seedUserTables(trx: Transaction<Database>, seed: UserSeed): Promise<void> {
  const rows = seed.map((user, position) => ({ ...user, position }));
  await insertInBatches(rows, (batch) => trx.insertInto('users').values(batch).execute());
}
