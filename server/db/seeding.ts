import { sql, type Transaction } from 'kysely';
import type { Seed } from '../../seed/index.js';
import { seedUserTables } from '../users/tables.js';
import { seedAccountTables } from '../auth/tables.js';
import { seedChatTables } from '../chat/tables.js';
import { seedSearchTables } from '../search/tables.js';
import { seedMailboxAccountId } from '../email/rules.js';
import { seedEmailTables } from '../email/tables.js';
import { seedTodoTables } from '../todo/tables.js';
import { seedCalendarTables } from '../calendar/tables.js';
import { seedEcommerceTables } from '../ecommerce/tables.js';
import { seedInvoiceTables } from '../invoices/tables.js';
import { seedDatatableTables } from '../datatables/tables.js';
import { seedPermissionTables } from '../permissions/tables.js';
import { seedContentTables } from '../content/tables.js';
import type { Database } from './database.js';
import type { Db } from './connection.js';

type Loader = (trx: Transaction<Database>, seed: Seed) => Promise<void>;

/** Each domain's loader of its seed into its tables (server/<domain>/tables.ts), in dependency order. */
const LOADERS: Loader[] = [
  (trx, seed) => seedAccountTables(trx, seed.accounts),
  (trx, seed) => seedUserTables(trx, seed.users),
  (trx, seed) => seedChatTables(trx, seed.chat),
  (trx, seed) => seedSearchTables(trx, seed.search),
  (trx, seed) => seedEmailTables(trx, seed.email, seedMailboxAccountId(seed.accounts, seed.email)),
  (trx, seed) => seedTodoTables(trx, seed.todo),
  (trx, seed) => seedCalendarTables(trx, seed.calendar),
  (trx, seed) => seedEcommerceTables(trx, seed),
  (trx, seed) => seedInvoiceTables(trx, seed.invoices),
  (trx, seed) => seedDatatableTables(trx, seed.datatables),
  (trx, seed) => seedPermissionTables(trx, seed.permissions),
  (trx, seed) => seedContentTables(trx, seed.content),
];

/**
 * Loads the deterministic seed into an empty database, once: a marker row says it was done, and an
 * advisory lock (per schema) makes instances starting together load it once. Answers whether it loaded now.
 */
export async function seedDatabase(db: Db, seed: Seed): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Per schema: products (or test files) in schemas of one database seed side by side.
    await sql`SELECT pg_advisory_xact_lock(hashtext('aurora:seed:' || current_schema()))`.execute(trx);
    const done = await trx.selectFrom('app_meta').select('value').where('key', '=', 'seeded').executeTakeFirst();
    if (done) return false;
    for (const load of LOADERS) await load(trx, seed);
    await trx.insertInto('app_meta').values({ key: 'seeded', value: new Date().toISOString() }).execute();
    return true;
  });
}

/** Inserts rows in batches: one statement per batch keeps a 1,000,000-row seed to minutes, not hours. */
export async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let at = 0; at < rows.length; at += size) await insert(rows.slice(at, at + size));
}
