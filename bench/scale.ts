import { InProcessEventBus } from '../server/events/in-process.js';
import { createRepositories } from '../server/composition/repositories.js';
import { memoryStores } from '../server/composition/stores.js';
import { SEED_EPOCH } from '../seed/random.js';
import { createSeed } from '../seed/index.js';
import { seedAccounts } from '../seed/accounts.js';
import { seedChat } from '../seed/chat.js';
import { MAILBOX_OWNER } from '../seed/email.js';
import { seedMailboxAccountId } from '../server/email/rules.js';
import type { Repositories } from '../server/common/repositories.js';
import { topicRules } from '../server/composition/topics.js';
import { percentile } from './stats.js';

/** The seed's mailbox is the demo admin's (mail is per account). */
const MAILBOX = seedMailboxAccountId(seedAccounts(seedChat()), { owner: MAILBOX_OWNER, emails: [] });

/**
 * List calls (search + sort + page) of every listable domain at a given seed size (SEED_ROWS), on
 * the repositories REST and GraphQL both call. Each domain runs a mix of queries: the default page,
 * searches, other sort orders, filters and deep pages.
 */
export const QUERIES: Record<string, (repositories: Repositories) => (() => unknown)[]> = {
  'listed users': ({ users }) => [
    () => users.list({}),
    () => users.list({ q: 'ан' }),
    () => users.list({ q: 'alina', sortColumn: 'email', sort: 'desc' }),
    () => users.list({ role: 'admin', status: 'active', page: 50 }),
    () => users.list({ sortColumn: 'company', sort: 'desc', page: 400 }),
    () => users.list({ q: 'manual', currentPlan: 'team', sortColumn: 'country' }),
  ],
  // As the demo admin (account 1), whose wishlist and cart flag the listed products.
  products: ({ ecommerce }) => [
    () => ecommerce.list(1, {}),
    () => ecommerce.list(1, { q: 'смартфон' }),
    () => ecommerce.list(1, { sortBy: 'price-asc', page: 100 }),
    () => ecommerce.list(1, { q: 'galaxy', sortBy: 'price-desc', page: 3 }),
  ],
  invoices: ({ invoices }) => [
    () => invoices.list({}),
    () => invoices.list({ q: 'paid' }),
    () => invoices.list({ sortColumn: 'client.name', sort: 'asc' }),
    () => invoices.list({ status: 'Sent', sortColumn: 'total', sort: 'desc', page: 20 }),
    () => invoices.list({ q: '49', sortColumn: 'dueDate', sort: 'asc' }),
  ],
  // The paged calls GraphQL and the web lists make (the legacy REST calls answer whole lists).
  tasks: ({ todo }) => [
    () => todo.list({}, {}),
    () => todo.list({ q: 'отчёт' }, {}),
    () => todo.list({ sortBy: 'title-asc' }, { page: 3 }),
    () => todo.list({ filter: 'important', sortBy: 'due-date' }, { page: 5 }),
    () => todo.list({ tag: 'high', sortBy: 'assignee' }, {}),
    () => todo.list({ filter: 'deleted', sortBy: 'title-desc' }, { page: 2, perPage: 50 }),
  ],
  'e-mails': ({ email }) => [
    () => email.list(MAILBOX, {}, {}),
    () => email.list(MAILBOX, { q: 'счёт' }, {}),
    () => email.list(MAILBOX, { folder: 'starred' }, { page: 3 }),
    () => email.list(MAILBOX, { label: 'company' }, {}),
    () => email.list(MAILBOX, { folder: 'spam', q: 'выиграли' }, {}),
    () => email.list(MAILBOX, { folder: 'sent' }, { page: 10 }),
  ],
  employees: ({ datatables }) => [
    () => datatables.page({}),
    () => datatables.page({ q: 'моск' }),
    () => datatables.page({ sortColumn: 'salary', sort: 'desc' }),
    () => datatables.page({ sortColumn: 'start_date', page: 300 }),
    () => datatables.page({ q: '$9', sortColumn: 'age' }),
  ],
  permissions: ({ permissions }) => [
    () => permissions.list({}),
    () => permissions.list({ q: 'управление' }),
    () => permissions.list({ assignedTo: 'support', page: 30 }),
    () => permissions.list({ q: '2025' }),
  ],
};

export interface ScaleRow {
  rows: number;
  domain: string;
  /** The first call of each query, when the sort orders it needs are built. */
  coldMs: number;
  p50: number;
  p99: number;
}

export async function measureScale(sizes: readonly number[], repeats = 15): Promise<{ seedMs: Record<number, number>; rows: ScaleRow[] }> {
  const results: ScaleRow[] = [];
  const seedMs: Record<number, number> = {};
  for (const rows of sizes) {
    const started = performance.now();
    const fail = (error: unknown) => {
      throw error;
    };
    // Live publishing stays on, as in the app: list calls must not pay for it, writes do.
    const repositories = createRepositories(memoryStores(createSeed({ rows }), () => SEED_EPOCH), new InProcessEventBus(topicRules, fail), fail);
    seedMs[rows] = performance.now() - started;
    for (const [domain, queries] of Object.entries(QUERIES)) {
      const calls = queries(repositories);
      let coldMs = 0;
      for (const call of calls) {
        const t = performance.now();
        await call();
        coldMs = Math.max(coldMs, performance.now() - t);
      }
      const times: number[] = [];
      for (let i = 0; i < repeats; i++) {
        for (const call of calls) {
          const t = performance.now();
          await call();
          times.push(performance.now() - t);
        }
      }
      times.sort((a, b) => a - b);
      results.push({ rows, domain, coldMs, p50: percentile(times, 50), p99: percentile(times, 99) });
    }
  }
  return { seedMs, rows: results };
}
