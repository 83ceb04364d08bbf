import { sql } from 'kysely';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.js';
import { audited } from '../server/audit/audited.js';
import type { AuditQuery } from '../server/audit/models.js';
import { createSeed } from '../seed/index.js';
import { connect } from '../server/db/connection.js';
import { migrateToLatest } from '../server/composition/migrations.js';
import { runAsActor } from '../server/common/write-scope.js';
import { invoiceAudit } from '../server/invoices/audit.js';
import type { InvoiceInput } from '../server/invoices/models.js';
import { postgresStores } from '../server/composition/stores.js';
import { percentile } from './stats.js';
import { seedDatabase } from '../server/composition/seeding.js';

/**
 * `npm run bench:postgres`, second part: the audit log on PostgreSQL at AUDIT_EVENTS events
 * (default 1,000,000), seeded once in its own schema (`bench_audit_<n>`) and kept.
 *  1. A filtered page of the log (`auditEvents` / GET /api/audit-log): p50 and p99 of each filter of a mix,
 *     budget p50 ≤ 50 ms.
 *  2. What auditing adds to a write: an invoice update through the audited store (its event written in the
 *     same transaction) against the same store unaudited, and the same update as a REST request through the app,
 *     interleaved one by one, each store write inside a request's actor scope. Budget: what the audit adds to the
 *     store's write (the p50 difference) is ≤ 10% of the request without it; the store-level ratio is printed
 *     too. AUDIT_WRITES sets the number of each (300).
 */
const EVENTS = Number(process.env.AUDIT_EVENTS ?? 1_000_000);
const WRITES = Number(process.env.AUDIT_WRITES ?? 300);
const REPEATS = 15;
const PAGE_BUDGET_MS = 50;
const OVERHEAD_BUDGET = 1.1;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set: the PostgreSQL bench needs a database');

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
let failed = false;

console.log(`\naudit log · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · Node ${process.version}`);
console.log(`load average at start: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);

const schema = `bench_audit_${EVENTS}`;
const db = connect(url, { schema, max: 4 });
await db.schema.createSchema(schema).ifNotExists().execute();
await migrateToLatest(db, schema);
await seedDatabase(db, createSeed());

const { count } = await db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
if (Number(count) < EVENTS) {
  const started = performance.now();
  // Events as a year of use writes them: nine kinds of record, 5,000 records each, sixteen people, one
  // action mix (restores and failed sign-ins rare), a few changed fields each, in time order. Each
  // dimension draws from its own hash of the row number, so filters combine as in real use.
  await sql`
    INSERT INTO audit_events (at, action, subject, record_id, face, actor_id, actor_full_name, actor_username, actor_role, changes, undo, snapshot)
    SELECT now() - interval '365 days' + (n::float / ${EVENTS}::float) * interval '364 days',
           (ARRAY['update','update','update','create','delete','sign_in','sign_out','update','create','restore','sign_in_failed','password_change'])[1 + (hashint4(n) & 2147483647) % 12],
           (ARRAY['Invoice','Task','Event','Permission','User','Account','BlogPost','Invoice','Task'])[1 + (hashint4(n + 7919) & 2147483647) % 9],
           (1 + (hashint4(n + 104729) & 2147483647) % 5000)::text,
           (ARRAY['rest','graphql'])[1 + n % 2],
           1 + a.actor, 'Сотрудник ' || (1 + a.actor), 'user' || (1 + a.actor), 'admin',
           jsonb_build_array(jsonb_build_object('field', 'total', 'before', n % 1000, 'after', (n + 1) % 1000)),
           'revert', jsonb_build_object('id', n, 'total', n % 1000)
    FROM generate_series(${Number(count) + 1}::int, ${EVENTS}::int) AS n, LATERAL (SELECT (hashint4(n + 1299709) & 2147483647) % 16 AS actor) AS a`.execute(db);
  console.log(`(seeded ${EVENTS.toLocaleString('en')} events in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
await sql`ANALYZE audit_events`.execute(db);

const stores = postgresStores(db, () => new Date());
const log = stores.audit;
const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
const monthAgo = new Date(Date.now() - 200 * 86_400_000).toISOString();
const cursor = (await log.list({ subject: 'Invoice', first: 20 })).nextCursor ?? undefined;
const FILTERS: [string, AuditQuery][] = [
  ['newest 20', {}],
  ['subject', { subject: 'Invoice' }],
  ['record', { subject: 'Invoice', recordId: '1234' }],
  ['person', { actorId: 7 }],
  ['rare action', { action: 'restore' }],
  ['last week', { from: weekAgo }],
  ['a week 200 days ago', { from: monthAgo, to: new Date(Date.parse(monthAgo) + 7 * 86_400_000).toISOString() }],
  ['person + subject + action', { actorId: 3, subject: 'Task', action: 'delete' }],
  ['subject, page 2', { subject: 'Invoice', after: cursor }],
];

console.log(`\n1. a filtered page at ${EVENTS.toLocaleString('en')} events (budget p50 ≤ ${PAGE_BUDGET_MS} ms)`);
for (const [name, filter] of FILTERS) {
  await log.list(filter);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const t = performance.now();
    await log.list(filter);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  if (p50 > PAGE_BUDGET_MS) failed = true;
  console.log(`   ${name.padEnd(28)} p50 ${ms(p50).padStart(6)} · p99 ${ms(percentile(times, 99)).padStart(6)} ms`);
}

console.log(`\n2. an invoice update, audited against plain and as a request, ${WRITES} of each interleaved (budget: the request ≤ ${OVERHEAD_BUDGET} × itself without the audit)`);
const plain = stores.invoices;
const withAudit = audited(stores.invoices, invoiceAudit, log, () => {});
const invoice = await plain.get((await plain.list({ perPage: 1 })).items[0].id);
const input = (total: number): InvoiceInput => ({
  clientId: invoice.clientId,
  issuedDate: invoice.issuedDate,
  dueDate: invoice.dueDate,
  service: invoice.service,
  total,
  balance: 0,
  invoiceStatus: invoice.invoiceStatus,
});
const timed = async (write: () => Promise<unknown>) => {
  const t = performance.now();
  // As a request's handler runs it: in the actor scope of the signed-in admin (server/plugins/app/actor-scope.ts).
  await runAsActor(() => 1, write, 'rest');
  return performance.now() - t;
};
// The same update as a REST client makes it, through the app as `npm start` builds it on the same tables (its
// retention prune kept off the bench's year of events).
const app = await buildApp({ config: { databaseUrl: url, databaseSchema: schema, logLevel: 'silent', auditRetentionDays: 100_000 } });
const signIn = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'admin@demo.com', password: 'admin' } });
const authorization = `Bearer ${(signIn.json() as { accessToken: string }).accessToken}`;
const request = async (total: number) => {
  const t = performance.now();
  const res = await app.inject({ method: 'POST', url: '/apps/invoice/update-invoice', headers: { authorization }, payload: { id: invoice.id, ...input(total) } });
  if (res.statusCode !== 200) throw new Error(`update-invoice answered ${res.statusCode}: ${res.body}`);
  return performance.now() - t;
};

const times = { plain: [] as number[], audited: [] as number[], request: [] as number[] };
for (let i = 0; i < 20; i++) {
  await timed(() => withAudit.update(invoice.id, input(100 + i)));
  await request(200 + i);
}
for (let i = 0; i < WRITES; i++) {
  times.plain.push(await timed(() => plain.update(invoice.id, input(1000 + i))));
  times.audited.push(await timed(() => withAudit.update(invoice.id, input(5000 + i))));
  times.request.push(await request(9000 + i));
}
for (const list of Object.values(times)) list.sort((a, b) => a - b);
const [p50Plain, p50Audited, p50Request] = [percentile(times.plain, 50), percentile(times.audited, 50), percentile(times.request, 50)];
const ratio = p50Audited / p50Plain;
// What the audit adds to the store's write, against the whole write a client waits for (the request, audited).
const added = p50Audited - p50Plain;
const requestRatio = p50Request / (p50Request - added);
if (requestRatio > OVERHEAD_BUDGET) failed = true;
console.log(`   plain     p50 ${ms(p50Plain).padStart(6)} · p99 ${ms(percentile(times.plain, 99)).padStart(6)} ms`);
console.log(`   audited   p50 ${ms(p50Audited).padStart(6)} · p99 ${ms(percentile(times.audited, 99)).padStart(6)} ms`);
console.log(`   request   p50 ${ms(p50Request).padStart(6)} · p99 ${ms(percentile(times.request, 99)).padStart(6)} ms  (REST update-invoice, audited)`);
console.log(`   the store's write, audited / plain (p50): ${ratio.toFixed(3)}`);
console.log(`   the request, with / without the audit's ${ms(added)} ms (p50): ${requestRatio.toFixed(3)}`);

await app.close();
await db.destroy();
console.log(`\nload average at end: ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
if (failed) process.exitCode = 1;
