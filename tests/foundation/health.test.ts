import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { useApp } from '../helper.js';

/**
 * The probes (docs/operations.md, "Health"): /healthz as it always was, /health/live (the process serves) and
 * /health/ready (it may take traffic: 503 with the reason otherwise), public, out of the REST reference and out of
 * the per-request log. On the memory store; the database and the LISTEN connection: tests/postgres/health.test.ts.
 */
describe('the probes on the memory store', () => {
  const app = useApp();

  it.each([
    ['/healthz', { status: 'ok' }],
    ['/health/live', { status: 'live' }],
    ['/health/ready', { status: 'ready' }],
  ])('%s answers 200 to anyone', async (url, body) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
  });

  it('are not in the REST reference', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/docs/json' })).json().paths as object);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => /health/.test(path))).toEqual([]);
  });
});

describe('the log of probes', () => {
  it('has no line per probe, asked every few seconds; other requests keep theirs', async () => {
    let text = '';
    const app = await buildApp({ config: { logLevel: 'info' }, logStream: { write: (line) => void (text += line) } });
    for (const url of ['/healthz', '/health/live', '/health/ready', '/healthz']) await app.inject({ method: 'GET', url });
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await app.close();
    expect(text).not.toMatch(/health/);
    expect(text).toMatch(/"url":"\/api\/no-such-thing"/);
  });
});

/** A GET over a new connection: status, JSON body and the Connection header (hop-by-hop, hidden by fetch). */
function ask(app: FastifyInstance, path: string): Promise<{ status: number; body: unknown; connection: string | undefined }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => void (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), connection: res.headers.connection }));
    }).on('error', reject);
  });
}

describe('while the server closes', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('readiness says "not ready, closing", liveness still answers, every other request gets 503 naming it', async () => {
    const app = await buildApp();
    apps.push(app);
    // Holds the close where every stop passes (after the plugins' own preClose hooks): the test asks meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.addHook('preClose', () => held);
    await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await ask(app, '/health/ready')).status).toBe(200);

    const closed = app.close();
    const ready = await ask(app, '/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { status: 'not ready', reason: 'closing', requestId: expect.any(String) }, connection: 'close' });
    expect(await ask(app, '/health/live')).toMatchObject({ status: 200, body: { status: 'live' } });
    for (const path of ['/healthz', '/api/users/list/data']) {
      expect(await ask(app, path)).toEqual({
        status: 503,
        body: { statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable', requestId: expect.any(String) },
        connection: 'close',
      });
    }
    release();
    await closed;
  });
});
