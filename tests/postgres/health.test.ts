import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';
import { databaseProxy, type DatabaseProxy } from './proxy.js';

/**
 * Readiness on PostgreSQL: ready while the database answers with every migration applied and the live events'
 * LISTEN connection is up; 503 naming the reason when the database stops answering or the LISTEN connection is
 * down, and ready again once they are back. The app reaches the database through a proxy the test can cut.
 */
const schema = uniqueSchema();
let proxy: DatabaseProxy;
let app: FastifyInstance;
let text = '';

beforeAll(async () => {
  proxy = await databaseProxy(DATABASE_URL as string);
  app = await buildApp({
    config: { databaseUrl: proxy.url, databaseSchema: schema, eventChannel: `health_${schema}`, logLevel: 'info' },
    logStream: { write: (line) => void (text += line) },
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await dropSchema(schema);
});

const readiness = async () => {
  const res = await app.inject({ method: 'GET', url: '/health/ready' });
  const { status, reason } = res.json() as { status: string; reason?: string };
  return { code: res.statusCode, status, reason };
};
const SETTLE = { timeout: 15_000, interval: 100 };

describe('readiness on PostgreSQL', () => {
  it('is ready with the database migrated and the LISTEN connection up', async () => {
    expect(await readiness()).toEqual({ code: 200, status: 'ready', reason: undefined });
    expect(app.events.receiving()).toBe(true);
  });

  it('is not ready while the LISTEN connection is down, and ready again once it is back', async () => {
    proxy.cut('live events');
    await expect.poll(readiness, SETTLE).toEqual({ code: 503, status: 'not ready', reason: 'live events not received' });
    proxy.restore();
    await expect.poll(readiness, SETTLE).toEqual({ code: 200, status: 'ready', reason: undefined });
  });

  it('is not ready while the database does not answer, and ready again once it does; the log says so once each', async () => {
    const mark = text.length;
    proxy.cut('everything');
    await expect.poll(readiness, SETTLE).toEqual({ code: 503, status: 'not ready', reason: 'database unreachable' });
    await readiness();
    // Liveness is not readiness: the process still serves.
    expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    proxy.restore();
    await expect.poll(readiness, SETTLE).toEqual({ code: 200, status: 'ready', reason: undefined });
    const said = text.slice(mark).split('\n').filter((line) => /"msg":"(not ready: database unreachable|ready again)"/.test(line));
    expect(said.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['not ready: database unreachable', 'ready again']);
  }, 60_000);

  it('is not ready when the database lacks a migration this version needs', async () => {
    await app.db!.deleteFrom('kysely_migration' as never).where('name' as never, '=', '0730_task_guest_assignee' as never).execute();
    expect(await readiness()).toEqual({ code: 503, status: 'not ready', reason: 'database not migrated' });
    await app.db!.insertInto('kysely_migration' as never).values({ name: '0730_task_guest_assignee', timestamp: new Date().toISOString() } as never).execute();
    expect(await readiness()).toEqual({ code: 200, status: 'ready', reason: undefined });
  });
});
