import type { Transaction } from 'kysely';
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
import type { Database } from '../db/database.js';
import type { Db } from '../db/connection.js';
import { seedOnce } from '../db/seeding.js';

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
  (trx, seed) => seedEcommerceTables(trx, seed.ecommerce),
  (trx, seed) => seedInvoiceTables(trx, seed.invoices),
  (trx, seed) => seedDatatableTables(trx, seed.datatables),
  (trx, seed) => seedPermissionTables(trx, seed.permissions),
  (trx, seed) => seedContentTables(trx, seed.content),
];

/** Loads the deterministic seed into an empty database, once (server/db/seeding.ts); answers whether it loaded now. */
export function seedDatabase(db: Db, seed: Seed): Promise<boolean> {
  return seedOnce(db, async (trx) => {
    for (const load of LOADERS) await load(trx, seed);
  });
}
