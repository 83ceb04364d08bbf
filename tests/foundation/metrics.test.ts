import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { foreground } from '../../server/common/foreground.js';
import { persistedDocumentsPath } from '../../server/common/paths.js';
import { configFromEnv, type ConfigOverrides } from '../../server/config.js';
import { connect, subscribe } from '../live/support.js';
import { build, DEMO, injectAs, tokensFor } from '../helper.js';

/**
 * GET /metrics in Prometheus's text format, per app (docs/operations.md, "Metrics"): who may read it (nobody by
 * default, anyone with METRICS_PUBLIC=true, a scraper with METRICS_TOKEN), and that the series move with what
 * happens: requests by route pattern and status class, GraphQL operations by a bounded set of names, failed and
 * throttled sign-ins, live events, sockets. The pool's series: tests/postgres/metrics.test.ts.
 */
const TOKEN = 'scrape-token-0123456789abcdefghijklmnopqrstuvwxyz';
const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(config: ConfigOverrides = {}): Promise<FastifyInstance> {
  const app = await build({ config });
  apps.push(app);
  return app;
}

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of an exposition. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of one series now (0 when it does not exist yet). */
async function value(app: FastifyInstance, name: string, labels: Record<string, string> = {}): Promise<number> {
  const res = await scrape(app);
  expect(res.statusCode, res.body).toBe(200);
  const found = samples(res.body).filter((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted));
  return found.reduce((sum, sample) => sum + sample.value, 0);
}

describe('who may read /metrics', () => {
  it('nobody by default: 404, as any unknown path', async () => {
    const app = await appWith();
    const res = await scrape(app);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('aurora_');
  });

  it('anyone with METRICS_PUBLIC=true, in Prometheus’s text format, the process’s metrics included', async () => {
    const app = await appWith({ metrics: { public: true } });
    const res = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const names = new Set(samples(res.body).map((sample) => sample.name));
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'aurora_sign_in_failures_total', 'aurora_websockets_open']) {
      expect(names).toContain(name);
    }
  });

  it('with METRICS_TOKEN, a scrape sending it as a Bearer token; anyone else gets 401', async () => {
    const app = await appWith({ metrics: { public: false, token: TOKEN } });
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(app, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('aurora_');
    }
    expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('is set by METRICS_PUBLIC or METRICS_TOKEN, not both, and a bad value is refused by name', () => {
    expect(configFromEnv({}).config.metrics).toEqual({ public: false });
    expect(configFromEnv({ METRICS_PUBLIC: 'true' }).config.metrics).toEqual({ public: true });
    expect(configFromEnv({ METRICS_TOKEN: TOKEN }).config.metrics).toEqual({ public: false, token: TOKEN });
    expect(() => configFromEnv({ METRICS_PUBLIC: 'yes' })).toThrow('METRICS_PUBLIC must be "true" or "false", got "yes"');
    expect(() => configFromEnv({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 32 characters long');
    expect(() => configFromEnv({ METRICS_PUBLIC: 'true', METRICS_TOKEN: TOKEN })).toThrow(/^METRICS_PUBLIC=true answers anyone/);
  });
});

describe('what the series count', () => {
  it('a request, by method, route pattern and status class; probes and scrapes are left out', async () => {
    const app = await appWith({ metrics: { public: true } });
    const admin = injectAs(app, 'admin');
    const users = { name: 'aurora_http_request_duration_seconds_count', route: '/api/users/list/data' };
    const before = await value(app, users.name, { method: 'GET', route: users.route, status_class: '2xx' });
    expect((await admin({ method: 'GET', url: '/api/users/list/data?perPage=1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users/list/data' })).statusCode).toBe(401);
    expect(await value(app, users.name, { method: 'GET', route: users.route, status_class: '2xx' })).toBe(before + 1);
    expect(await value(app, users.name, { method: 'GET', route: users.route, status_class: '4xx' })).toBe(1);
    // No route: one label for every unknown path, whatever it is.
    await app.inject({ method: 'GET', url: '/no/such/path/12345' });
    expect(await value(app, users.name, { route: 'unmatched', status_class: '4xx' })).toBe(1);
    await app.inject({ method: 'GET', url: '/health/ready' });
    const routes = new Set(samples((await scrape(app)).body).map((sample) => sample.labels.route));
    expect([...routes].filter((route) => route && /health|metrics|12345/.test(route))).toEqual([]);
  });

  it('a failed sign-in, and one the throttle refuses (429)', async () => {
    const app = await appWith({ metrics: { public: true }, signInThrottle: { maxFailures: 2, maxFailuresPerAddress: 100, windowSeconds: 900 } });
    const attempt = (password: string): Promise<LightMyRequestResponse> =>
      app.inject({ method: 'POST', url: '/jwt/login', payload: { email: DEMO.user.email, password }, remoteAddress: '10.20.0.1' });
    expect((await attempt('wrong-1')).statusCode).toBe(400);
    expect(await value(app, 'aurora_sign_in_failures_total')).toBe(1);
    expect(await value(app, 'aurora_sign_in_throttled_total')).toBe(0);
    expect((await attempt('wrong-2')).statusCode).toBe(400);
    expect((await attempt(DEMO.user.password)).statusCode).toBe(429);
    expect(await value(app, 'aurora_sign_in_failures_total')).toBe(2);
    expect(await value(app, 'aurora_sign_in_throttled_total')).toBe(1);
  });

  it('a GraphQL operation by the web client’s name; any other name is "other", none "anonymous"', async () => {
    const app = await appWith({ metrics: { public: true } });
    const manifest = JSON.parse(readFileSync(persistedDocumentsPath, 'utf8')) as Record<string, string>;
    const [hash] = Object.entries(manifest).find(([, text]) => text.startsWith('query NavbarCartCount')) ?? [];
    const { accessToken } = await tokensFor(app, 'admin');
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, payload });
    await post({ query: 'query NavbarCartCount { cartCount }', operationName: 'NavbarCartCount' });
    await post({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    for (let i = 0; i < 3; i++) await post({ query: `query Made${i}Up { cartCount }`, operationName: `Made${i}Up` });
    await post({ query: '{ cartCount }' });
    const count = (operation: string) => value(app, 'aurora_graphql_operation_duration_seconds_count', { operation });
    expect(await count('NavbarCartCount')).toBe(2);
    expect(await count('other')).toBe(3);
    expect(await count('anonymous')).toBe(1);
    const labels = new Set(samples((await scrape(app)).body).filter((sample) => sample.name.startsWith('aurora_graphql')).map((sample) => sample.labels.operation));
    expect([...labels].sort()).toEqual(['NavbarCartCount', 'anonymous', 'other']);
  });

  it('how late live events are delivered, open sockets and their subscriptions; no pool series without a database', async () => {
    const app = await buildApp({ config: { metrics: { public: true } } });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { accessToken } = await tokensFor(app, 'admin');
    const live = connect(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`, { accessToken });
    await live.connected;
    const changes = subscribe<{ permissionChanged: { change: string } }>(live.client, 'subscription { permissionChanged { change } }');
    await expect.poll(() => value(app, 'aurora_live_subscriptions')).toBe(1);
    expect(await value(app, 'aurora_websockets_open')).toBe(1);

    const lag = () => value(app, 'aurora_live_event_delivery_lag_seconds_count', { origin: 'this_instance' });
    const before = await lag();
    await injectAs(app, 'admin')({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'mutation { addPermission(name: "Метрики") { id } }' } });
    expect((await changes.next(5000)).data?.permissionChanged.change).toBe('CREATED');
    expect(await lag()).toBeGreaterThan(before);

    await live.dispose();
    await expect.poll(() => value(app, 'aurora_websockets_open')).toBe(0);
    expect(samples((await scrape(app)).body).some((sample) => sample.name.startsWith('aurora_db_'))).toBe(false);
  });

  it('how long bulk jobs and imports waited for the requests under way, by whether the requests ended or the patience ran out', async () => {
    const app = await appWith({ metrics: { public: true } });
    const count = (ended: string) => value(app, 'aurora_background_wait_seconds_count', { ended });
    const [done, patience] = [await count('requests_done'), await count('patience')];
    foreground.enter();
    const waited = foreground.clear();
    foreground.leave();
    await waited;
    foreground.enter();
    try {
      await foreground.clear();
    } finally {
      foreground.leave();
    }
    // At least: a job of an earlier file in this worker may still be giving way (the waits are the process's).
    expect(await count('requests_done')).toBeGreaterThanOrEqual(done + 1);
    expect(await count('patience')).toBeGreaterThanOrEqual(patience + 1);
    expect(await value(app, 'aurora_background_wait_seconds_sum', { ended: 'patience' })).toBeGreaterThanOrEqual(0.019);
  });

  it('per app: two apps in one process count apart', async () => {
    const [a, b] = await Promise.all([appWith({ metrics: { public: true } }), appWith({ metrics: { public: true } })]);
    await a.inject({ method: 'POST', url: '/jwt/login', payload: { email: DEMO.user.email, password: 'wrong' }, remoteAddress: '10.20.0.2' });
    expect(await value(a, 'aurora_sign_in_failures_total')).toBe(1);
    expect(await value(b, 'aurora_sign_in_failures_total')).toBe(0);
  });
});
