import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.js';
import { requestIdOf } from '../../server/http/logger.js';
import { DEMO, injectAs, tokensFor, useApp } from '../helper.js';

/**
 * Every answer names its request (x-request-id: the client's when sane, else a new UUID), every error body says
 * it too (REST: `requestId` beside the legacy fields; GraphQL: `extensions.requestId`), and so does every log
 * line of the request, a WebSocket's included (its handshake's id).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the id of a request', () => {
  it.each([
    ['a trace id', '4bf92f3577b34da6a3ce929d0e0e4736', true],
    ['a proxy id with dots, colons and dashes', 'lb-1:req.42_x', true],
    ['128 characters', 'a'.repeat(128), true],
    ['129 characters', 'a'.repeat(129), false],
    ['an empty one', '', false],
    ['spaces', 'two words', false],
    ['a forged log line', 'x\n{"level":50}', false],
    ['non-ASCII', 'запрос-1', false],
  ])('takes the client’s id when it is sane: %s', (_name, header, kept) => {
    expect(requestIdOf(header)).toEqual(kept ? header : expect.stringMatching(UUID));
  });

  it('makes one otherwise, a new one per request', () => {
    expect(requestIdOf(undefined)).toMatch(UUID);
    expect(requestIdOf(['a', 'b'])).toMatch(UUID);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

describe('answers and error bodies', () => {
  const app = useApp();
  const admin = injectAs(app, 'admin');

  it('every answer carries x-request-id, the client’s own when it sent a sane one', async () => {
    const mine = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a' } });
    expect(mine.headers['x-request-id']).toBe('lb-7f3a');
    const made = await admin({ method: 'GET', url: '/api/users/list/data?perPage=1' });
    expect(made.statusCode).toBe(200);
    expect(made.headers['x-request-id']).toMatch(UUID);
    // Successful answers are not touched.
    expect(made.body).not.toContain('requestId');
  });

  it.each([
    ['an unknown API path (404)', { method: 'GET' as const, url: '/api/no-such-thing' }, 404],
    ['no token (401)', { method: 'GET' as const, url: '/api/users/list/data' }, 401],
    ['a body of the wrong type (400)', { method: 'POST' as const, url: '/jwt/login', payload: { email: 1, password: 'x' } }, 400],
  ])('a REST error body names the request: %s', async (_name, request, status) => {
    const res = await app.inject({ ...request, headers: { 'x-request-id': 'rest-error-1' } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ requestId: 'rest-error-1' });
  });

  it('the legacy login error keeps its shape, the id beside it', async () => {
    const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: DEMO.client.email, password: 'wrong' }, remoteAddress: '10.9.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { email: ['Email or Password is Invalid'] }, requestId: res.headers['x-request-id'] });
  });

  it('a GraphQL error names the request in its extensions, refused (400) or answered with errors (200)', async () => {
    const refused = await app.inject({ method: 'POST', url: '/graphql', headers: { 'x-request-id': 'gql-1' }, payload: { query: '{ nope }' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', requestId: 'gql-1' });
    const { accessToken } = await tokensFor(app, 'client');
    const forbidden = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'gql-2' },
      payload: { query: '{ invoices(perPage: 1) { total } }' },
    });
    expect(forbidden.statusCode).toBe(200);
    expect(forbidden.json().errors[0].extensions).toEqual({ code: 'FORBIDDEN', requestId: 'gql-2' });
  });
});

/** An app logging at `level` into lines a test reads. */
async function loggingApp(level: 'info' | 'debug'): Promise<{ app: FastifyInstance; lines: () => Record<string, unknown>[] }> {
  let text = '';
  const app = await buildApp({ config: { logLevel: level }, logStream: { write: (line) => void (text += line) } });
  return { app, lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('log lines', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('every line of a request carries its id, the client’s own included', async () => {
    const { app, lines } = await loggingApp('info');
    apps.push(app);
    await app.inject({ method: 'POST', url: '/jwt/login', headers: { 'x-request-id': 'login-42' }, payload: DEMO.admin });
    await app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'x-request-id': 'missing-43' } });
    for (const id of ['login-42', 'missing-43']) {
      const mine = lines().filter((line) => line.requestId === id);
      expect(mine.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    }
    // Only the lines of no request (start-up) lack one.
    expect(lines().filter((line) => 'req' in line || 'res' in line).every((line) => typeof line.requestId === 'string')).toBe(true);
  });

  it('a WebSocket’s lines carry the id of its handshake, and so do its errors', async () => {
    const { app, lines } = await loggingApp('debug');
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { accessToken } = await tokensFor(app, 'admin');
    class Handshake extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-request-id': 'socket-44' } });
      }
    }
    const client = createClient({
      url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`,
      webSocketImpl: Handshake,
      connectionParams: { accessToken },
      lazy: false,
      retryAttempts: 0,
    });
    const handshake = new Promise<string | string[] | undefined>((resolve, reject) => {
      const socket = new Handshake(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`, 'graphql-transport-ws');
      socket.once('upgrade', (answer) => resolve(answer.headers['x-request-id']));
      socket.once('open', () => socket.close());
      socket.once('error', reject);
    });
    // The handshake's answer (101) names it too.
    expect(await handshake).toBe('socket-44');
    const events = client.iterate({ query: 'subscription { permissionChanged { change } }' });
    await expect.poll(() => lines().filter((line) => line.requestId === 'socket-44').map((line) => line.msg)).toEqual(
      expect.arrayContaining(['live socket signed in', 'live subscription']),
    );
    await events.return?.();
    const refused = client.iterate({ query: 'subscription { nope }' });
    await expect(refused.next()).rejects.toEqual([expect.objectContaining({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', requestId: 'socket-44' } })]);
    await client.dispose();
    await expect.poll(() => lines().some((line) => line.requestId === 'socket-44' && line.msg === 'live socket closed')).toBe(true);
  });
});
