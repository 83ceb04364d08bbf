import { seedAccounts } from './accounts.js';
import { seedCalendar } from './calendar.js';
import { seedChat } from './chat.js';
import { seedContent } from './content.js';
import { seedDatatable } from './datatables.js';
import { seedEcommerce } from './ecommerce.js';
import { seedEmail } from './email.js';
import { seedInvoice } from './invoices.js';
import { seedPermission } from './permissions.js';
import { seedSearch } from './search.js';
import { seedTodo } from './todo.js';
import { seedUser } from './users.js';

/**
 * The whole seed, built anew on every call: each app instance gets its own copy, so tests never
 * share state. Every module draws from its own named PRNG, so the data is identical on each start.
 * `rows` grows every listable domain to that many rows (SEED_ROWS, see rows.ts).
 */
export function createSeed({ rows }: { rows?: number } = {}) {
  const chat = seedChat();
  return {
    accounts: seedAccounts(chat),
    users: seedUser(rows),
    ecommerce: seedEcommerce(rows),
    chat,
    invoices: seedInvoice(rows),
    email: seedEmail(rows),
    todo: seedTodo(rows),
    calendar: seedCalendar(),
    datatables: seedDatatable(rows),
    permissions: seedPermission(rows),
    search: seedSearch(),
    content: seedContent(),
  };
}

export type Seed = ReturnType<typeof createSeed>;
