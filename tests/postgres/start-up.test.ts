import { createServer, connect as connectTcp, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build, getJsonAs } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * Starting like a service. Instances of a deploy start at the same moment on a schema that does not exist yet (two replicas
 * behind a load balancer, parallel CI files). Every start-up step they share (creating the schema, migrating,
 * seeding, the live events' payloads table) must be safe to run together: no instance may crash, and every one
 * serves the same data afterwards. In-process apps on one database race exactly as processes do (each has its own
 * connections); the race is in PostgreSQL, so many rounds give it many chances.
 */
const INSTANCES = 4;
const ROUNDS = 10;

describe('instances starting together on a schema that does not exist yet', () => {
  it(`all start and serve, ${INSTANCES} at once, ${ROUNDS} rounds`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const schema = uniqueSchema();
      const config = { databaseUrl: DATABASE_URL, databaseSchema: schema };
      const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => build({ config })));
      const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        const failures = started.flatMap((result) => (result.status === 'rejected' ? [`round ${round}: ${String(result.reason)}`] : []));
        expect(failures).toEqual([]);
        const totals = await Promise.all(apps.map(async (app: FastifyInstance) => (await getJsonAs(app, 'admin')<{ total: number }>('/api/users/list/data?perPage=1')).total));
        // One seed, loaded once: every instance counts the same rows.
        expect(new Set(totals).size, `round ${round}: ${totals.join(', ')}`).toBe(1);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await dropSchema(schema);
      }
    }
  }, 240_000);
});

/** A TCP proxy to the test database on a port of its own: "the database" comes up when it starts listening. */
function databaseProxy() {
  const target = new URL(DATABASE_URL as string);
  const server: Server = createServer((client) => {
    const upstream = connectTcp(Number(target.port || 5432), target.hostname);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return {
    /** A port nothing listens on yet, and the URL through it. */
    async reserve(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    up: (url: string) => new Promise<void>((resolve) => server.listen(Number(new URL(url).port), '127.0.0.1', resolve)),
    down: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

describe('a database that is not up yet', () => {
  const proxy = databaseProxy();
  const schema = uniqueSchema();
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await proxy.down();
    await dropSchema(schema);
  });

  it('is waited for, with backoff, within DATABASE_CONNECT_TIMEOUT_S, and then served', async () => {
    const url = await proxy.reserve();
    let started = false;
    const starting = build({ config: { databaseUrl: url, databaseSchema: schema, databaseConnectTimeoutMs: 60_000 } }).then((app) => {
      apps.push(app);
      started = true;
      return app;
    });
    // Refused for a while: still waiting, not failed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(started).toBe(false);
    await proxy.up(url);
    const app = await starting;
    expect((await getJsonAs(app, 'admin')<{ total: number }>('/api/users/list/data?perPage=1')).total).toBeGreaterThan(0);
  }, 90_000);

  it('fails the start after DATABASE_CONNECT_TIMEOUT_S, naming the database and not its password', async () => {
    const url = await proxy.reserve();
    const error = await build({ config: { databaseUrl: url, databaseSchema: schema, databaseConnectTimeoutMs: 1000 } }).then(
      (app) => (apps.push(app), null),
      (refused: Error) => refused,
    );
    const { host, pathname, username, password } = new URL(url);
    expect(error?.message).toContain(`the database at ${host}${pathname} was not reachable within 1 s (DATABASE_CONNECT_TIMEOUT_S): connect ECONNREFUSED`);
    expect(error?.message).not.toContain(`${username}:${password}`);
  });

  it('fails the start at once when waiting cannot help (the login is refused)', async () => {
    const url = new URL(DATABASE_URL as string);
    url.password = 'not-the-password';
    // A minute to wait, were it worth waiting: the test's own timeout shows it was not.
    const refused = build({ config: { databaseUrl: url.toString(), databaseSchema: schema, databaseConnectTimeoutMs: 60_000 } });
    await expect(refused).rejects.toThrow(/^could not connect to the database at [^:]+:\d+\/\w+: password authentication failed/);
  });
});
