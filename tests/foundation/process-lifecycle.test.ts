import { connect as connectTcp, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { adminToken, startProductServer, type RunningServer } from '../e2e/support/server.js';
import { connect, subscribe } from '../live/support.js';

/**
 * The server process starts and stops like a service. A start that fails says why in one line and exits
 * 1. SIGTERM (or SIGINT) lets the request in flight finish, tells WebSockets 1001 (going away) so clients reconnect
 * elsewhere, ends idle keep-alive connections and exits 0; what still holds on when SHUTDOWN_GRACE_S is over is cut,
 * logged, and the exit is 1; a second signal exits at once. Real processes (from source): signals and exits are what
 * is tested. Waiting for a database that is not up yet: tests/postgres/start-up.test.ts.
 */
const servers: RunningServer[] = [];
/** tsx compiles the server at each start: slow on a busy 2-core machine. */
const START_AND_STOP_MS = 120_000;
afterAll(() => Promise.all(servers.map((server) => server.kill())));

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startProductServer({ fromSource: true, env: { LOG_LEVEL: 'info', ...env } });
  servers.push(server);
  return server;
}

/** A raw HTTP/1.1 connection: what it received, and whether the server ended it. */
function rawConnection(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket: Socket = connectTcp(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => void (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, opened, closed, received: () => received };
}

/**
 * A GraphQL mutation whose headers are sent now and whose body is sent by `finish()`: a request in flight meanwhile.
 * `Expect: 100-continue` makes the server say when it has taken the request up (a request it has not yet read
 * would count as an idle connection). `answer()`: what came after the 100 Continue.
 */
async function requestInFlight(baseUrl: string, token: string, name: string) {
  const connection = rawConnection(baseUrl);
  await connection.opened;
  const body = JSON.stringify({ query: 'mutation ($name: NonEmptyString!) { addPermission(name: $name) { id name } }', variables: { name } });
  connection.socket.write(
    `POST /graphql HTTP/1.1\r\nHost: ${new URL(baseUrl).host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
  await expect.poll(() => connection.received()).toBe(CONTINUE);
  return { ...connection, finish: () => connection.socket.write(body), answer: () => connection.received().slice(CONTINUE.length) };
}

describe('the service settings', () => {
  it('default to a 10 s shutdown grace and 30 s of waiting for the database, and refuse a bad value by name', () => {
    const { config } = configFromEnv({});
    expect([config.shutdownGraceMs, config.databaseConnectTimeoutMs, config.port, config.host]).toEqual([10_000, 30_000, 3000, '127.0.0.1']);
    const set = configFromEnv({ SHUTDOWN_GRACE_S: '25', DATABASE_CONNECT_TIMEOUT_S: '0', PORT: '8080', HOST: '0.0.0.0' }).config;
    expect([set.shutdownGraceMs, set.databaseConnectTimeoutMs, set.port, set.host]).toEqual([25_000, 0, 8080, '0.0.0.0']);
    expect(() => configFromEnv({ SHUTDOWN_GRACE_S: '0' })).toThrow('SHUTDOWN_GRACE_S must be a positive whole number, got "0"');
    expect(() => configFromEnv({ SHUTDOWN_GRACE_S: '2.5' })).toThrow(/^SHUTDOWN_GRACE_S must be/);
    expect(() => configFromEnv({ DATABASE_CONNECT_TIMEOUT_S: '-1' })).toThrow('DATABASE_CONNECT_TIMEOUT_S must be a whole number ≥ 0, got "-1"');
    expect(() => configFromEnv({ PORT: '70000' })).toThrow('PORT must be a port number from 0 to 65535, got "70000"');
  });
});

describe('starting the server process', () => {
  /** The process's output when it exits before serving (startProductServer rejects with it). */
  async function failedStart(env: Record<string, string>): Promise<string> {
    const error = await startProductServer({ fromSource: true, env }).then(
      (server) => {
        servers.push(server);
        throw new Error(`started at ${server.baseUrl}`);
      },
      (refused: Error) => refused,
    );
    const [status, ...output] = error.message.split('\n');
    expect(status).toBe('server exited (1)');
    return output.join('\n').trim();
  }

  it('says why in one line naming the database (never its password) and exits 1', async () => {
    // Nothing listens on port 1; 0 s: no waiting. A bad setting takes the same path (its message: above).
    const database = await failedStart({ DATABASE_URL: 'postgres://aurora:s3cret-pw@127.0.0.1:1/aurora', DATABASE_CONNECT_TIMEOUT_S: '0' });
    expect(database).toMatch(/^aurora: could not start: the database at 127\.0\.0\.1:1\/aurora was not reachable within 0 s \(DATABASE_CONNECT_TIMEOUT_S\): connect ECONNREFUSED [^\n]*$/);
    expect(database).not.toContain('s3cret-pw');
  }, START_AND_STOP_MS);
});

describe('stopping the server process', () => {
  it('on SIGTERM finishes the request in flight, tells WebSockets 1001, ends idle keep-alive connections and exits 0 within the grace', async () => {
    const server = await start({ SHUTDOWN_GRACE_S: '5' });
    const token = await adminToken(server.baseUrl);

    // A subscription, shown to be running by an event.
    const live = connect(`${server.baseUrl.replace('http', 'ws')}/graphql`, { accessToken: token });
    await live.connected;
    const changes = subscribe<{ permissionChanged: { change: string } }>(live.client, 'subscription { permissionChanged { change } }');
    await expect.poll(async () => {
      await fetch(`${server.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'mutation { addPermission(name: "До остановки") { id } }' }),
      });
      return (await changes.next(1000).catch(() => null))?.data?.permissionChanged.change;
    }).toBe('CREATED');

    // A keep-alive connection that has been answered and waits for its next request.
    const idle = rawConnection(server.baseUrl);
    await idle.opened;
    idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n\r\n`);
    await expect.poll(() => idle.received()).toContain('"status":"ok"');
    expect(idle.received()).toMatch(/connection: keep-alive/i);

    const inFlight = await requestInFlight(server.baseUrl, token, 'Во время остановки');
    server.signal('SIGTERM');

    expect(await live.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    await idle.closed;
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    inFlight.finish();
    await inFlight.closed;
    const [head, answer] = inFlight.answer().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    // Its connection ends with it instead of waiting out the keep-alive timeout.
    expect(head).toMatch(/connection: close/i);
    expect(JSON.parse(answer)).toMatchObject({ data: { addPermission: { name: 'Во время остановки' } } });

    // Exit 0: closed before the grace ran out (at the grace the exit is 1, see below).
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM: closing \(grace 5 s\)/);
    expect(server.output()).toMatch(/closed in \d+ ms/);
  }, START_AND_STOP_MS);

  it('cuts what still holds on when the grace is over and says what; a second signal exits at once', async () => {
    const [graceOver, twice] = await Promise.all([start({ SHUTDOWN_GRACE_S: '1' }), start({ SHUTDOWN_GRACE_S: '60' })]);
    const [graceToken, twiceToken] = await Promise.all([adminToken(graceOver.baseUrl), adminToken(twice.baseUrl)]);
    // Requests whose bodies never come: the close waits for them.
    await requestInFlight(graceOver.baseUrl, graceToken, 'Никогда');
    const stuck = await requestInFlight(twice.baseUrl, twiceToken, 'Никогда');

    graceOver.signal('SIGTERM');
    twice.signal('SIGTERM');
    expect(await graceOver.exited).toEqual({ code: 1, signal: null });
    const cut = graceOver.output().split('\n').find((line) => line.includes('not closed within the shutdown grace (1 s)'));
    expect(JSON.parse(cut ?? '{}')).toMatchObject({ cut: { connections: 1, webSockets: 0 } });

    // Still closing (its grace is a minute, the request still open) until the second signal.
    await expect.poll(() => twice.output()).toMatch(/SIGTERM: closing/);
    expect(stuck.answer()).toBe('');
    twice.signal('SIGTERM');
    expect(await twice.exited).toEqual({ code: 1, signal: null });
    expect(twice.output()).toMatch(/second SIGTERM: exiting now/);
  }, START_AND_STOP_MS);
});
