import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { injectAs } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * The PostgreSQL store's series (docs/operations.md, "Metrics"): the product pool's connections and waiting
 * queries, query durations, and how late a live event published by another instance arrives.
 */
const schema = uniqueSchema();
const config = { databaseUrl: DATABASE_URL, databaseSchema: schema, eventChannel: `metrics_${schema}`, metrics: { public: true } };
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  a = await buildApp({ config });
  await a.ready();
  b = await buildApp({ config });
  await b.ready();
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await dropSchema(schema);
});

async function series(app: FastifyInstance): Promise<Map<string, number>> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return new Map(
    res.body
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]),
  );
}

describe('metrics on PostgreSQL', () => {
  it('the pool: connections in use and idle, queries waiting; how long queries take', async () => {
    const before = await series(a);
    expect(before.get('aurora_db_pool_connections{state="in_use"}')).toBe(0);
    expect(before.get('aurora_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
    expect(before.get('aurora_db_pool_waiting')).toBe(0);
    expect((await injectAs(a, 'admin')({ method: 'GET', url: '/api/users/list/data?perPage=5' })).statusCode).toBe(200);
    const after = await series(a);
    const queries = (map: Map<string, number>) => map.get('aurora_db_query_duration_seconds_count{outcome="ok"}') ?? 0;
    expect(queries(after)).toBeGreaterThan(queries(before));
  });

  it('a live event published by another instance, by how late it arrived', async () => {
    const lag = async () => (await series(b)).get('aurora_live_event_delivery_lag_seconds_count{origin="other_instance"}') ?? 0;
    const before = await lag();
    const res = await injectAs(a, 'admin')({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation { addPermission(name: "Метрики двух экземпляров") { id } }' },
    });
    expect(res.json().errors).toBeUndefined();
    await expect.poll(lag, { timeout: 10_000 }).toBeGreaterThan(before);
  });
});
