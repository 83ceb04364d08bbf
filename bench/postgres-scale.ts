import { sql } from 'kysely';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createSeed } from '../seed/index.js';
import { seedEmail } from '../seed/email.js';
import { seedInvoice } from '../seed/invoices.js';
import { seedTodo } from '../seed/todo.js';
import { seedUser } from '../seed/users.js';
import { SEED_EPOCH } from '../seed/random.js';
import { connect } from '../server/db/connection.js';
import { migrateToLatest } from '../server/composition/migrations.js';
import { InProcessEventBus } from '../server/events/in-process.js';
import { createRepositories } from '../server/composition/repositories.js';
import { postgresStores } from '../server/composition/stores.js';
import { QUERIES } from './scale.js';
import { percentile } from './stats.js';
import { seedDatabase } from '../server/composition/seeding.js';
import { topicRules } from '../server/composition/topics.js';

/**
 * `npm run bench:postgres` (its goal): list calls (search + sort + page) of listed users, invoices,
 * tasks and e-mails on PostgreSQL at 10k / 100k / 1M rows each, p50 and p99 over repeated runs of each
 * domain's query mix (the same mix as the in-memory bench). Each size lives in its own schema
 * (`bench_rows_<n>_<domains>`), seeded once and kept, so a second run measures without reloading.
 * BENCH_SIZES=10000,100000 picks sizes, BENCH_DOMAINS domains. Needs DATABASE_URL.
 */
const ALL_DOMAINS = ['listed users', 'invoices', 'tasks', 'e-mails'] as const;
const DOMAINS = process.env.BENCH_DOMAINS ? ALL_DOMAINS.filter((d) => process.env.BENCH_DOMAINS?.split(',').includes(d)) : ALL_DOMAINS;
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const REPEATS = 15;
const BUDGET_MS = 50;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set: the PostgreSQL bench needs a database');

const fail = (error: unknown) => {
  throw error;
};
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
let failed = false;

console.log(`${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · Node ${process.version}`);
console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}\n`);
console.log('rows'.padEnd(12) + DOMAINS.map((d) => d.padStart(24)).join(''));

for (const rows of SIZES) {
  // Named by size and domains: another choice of domains must not find this one's rows.
  const schema = `bench_rows_${rows}_${DOMAINS.map((d) => d.replace(/\W/g, '')).join('_')}`;
  const db = connect(url, { schema, max: 4 });
  await migrateToLatest(db, schema);
  const seeded = performance.now();
  // The four listed domains at this size; the rest as the spec seeds them (they are not measured here).
  const base = createSeed();
  const grown = (domain: (typeof ALL_DOMAINS)[number]) => DOMAINS.includes(domain);
  const seed = {
    ...base,
    users: grown('listed users') ? seedUser(rows) : base.users,
    invoices: grown('invoices') ? seedInvoice(rows) : base.invoices,
    todo: grown('tasks') ? seedTodo(rows) : base.todo,
    email: grown('e-mails') ? seedEmail(rows) : base.email,
  };
  if (await seedDatabase(db, seed)) {
    console.log(`  (seeded ${rows.toLocaleString('en')} rows per listed domain in ${((performance.now() - seeded) / 1000).toFixed(0)} s)`);
  }
  // Fresh statistics, as autovacuum would have after a load: the planner picks the indexes it should.
  await sql`ANALYZE`.execute(db);
  const repositories = createRepositories(postgresStores(db, () => SEED_EPOCH), new InProcessEventBus(topicRules, fail), fail);
  const cells: string[] = [];
  for (const domain of DOMAINS) {
    const calls = QUERIES[domain](repositories);
    for (const call of calls) await call();
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      for (const call of calls) {
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    if (p50 > BUDGET_MS) failed = true;
    cells.push(`p50 ${ms(p50)} · p99 ${ms(percentile(times, 99))}`.padStart(24));
  }
  console.log(rows.toLocaleString('en').padEnd(12) + cells.join(''));
  await db.destroy();
}
console.log(`\nbudget: p50 ≤ ${BUDGET_MS} ms per domain; load average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
if (failed) process.exitCode = 1;
