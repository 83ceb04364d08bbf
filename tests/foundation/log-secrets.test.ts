import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { configFromEnv } from '../../server/config.js';
import { loggedUrl } from '../../server/http/logger.js';
import { connect } from '../live/support.js';
import { DEMO, type Role } from '../helper.js';

/**
 * No secret in any log line, at the most talkative level the server has (debug; trace adds nothing of ours): a slice
 * of the app that handles every kind of secret (sign-ins with the demo passwords, a failed one, refreshes, a
 * sign-out, an invitation accepted, a password changed, a live socket, a GraphQL GET carrying a token in its
 * variables) logs into a buffer, which must hold none of the passwords, tokens or password hashes.
 */
let app: FastifyInstance;
let log = '';
/** Everything secret the slice handled. */
const secrets = new Set<string>();
const keep = (...values: (string | undefined)[]) => values.forEach((value) => value && secrets.add(value));

const CHOSEN = 'Chosen-invite-pass-9';
const CHANGED = 'Changed-secret-pass-7';

async function post<T>(url: string, payload: object, token?: string): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() as T };
}
const graphql = async <T>(query: string, variables: object, token?: string) => (await post<{ data?: T; errors?: unknown[] }>('/graphql', { query, variables }, token)).body;

type Session = { accessToken: string; refreshToken: string };

beforeAll(async () => {
  app = await buildApp({ config: { logLevel: 'debug' }, logStream: { write: (line) => void (log += line) } });
  await app.listen({ host: '127.0.0.1', port: 0 });

  // Sign-ins with every demo password, over REST; a failed one; and over GraphQL.
  const sessions: Session[] = [];
  for (const role of Object.keys(DEMO) as Role[]) {
    const { status, body } = await post<Session>('/jwt/login', DEMO[role]);
    expect(status).toBe(200);
    sessions.push(body);
  }
  expect((await post('/jwt/login', { email: DEMO.admin.email, password: 'wrong-guess-1' })).status).toBe(400);
  keep('wrong-guess-1');
  const viaGraphql = await graphql<{ login: Session }>('mutation ($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { accessToken refreshToken } }', { e: DEMO.user.email, p: DEMO.user.password });
  sessions.push(viaGraphql.data!.login);
  const admin = sessions[0].accessToken;

  // Refreshes, both faces; a sign-out.
  const refreshed = await post<Session>('/jwt/refresh-token', { refreshToken: sessions[1].refreshToken });
  expect(refreshed.status).toBe(200);
  sessions.push(refreshed.body);
  const refreshedViaGraphql = await graphql<{ refreshToken: Session }>('mutation ($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }', { t: sessions[2].refreshToken });
  sessions.push(refreshedViaGraphql.data!.refreshToken);
  expect((await post('/jwt/logout', { refreshToken: refreshed.body.refreshToken })).status).toBeLessThan(300);

  // An invitation, accepted with a chosen password; then that password changed.
  const created = await graphql<{ createAccount: { inviteUrl: string } }>(
    'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { inviteUrl } }',
    { input: { email: 'invited@firm.ru', fullName: 'Приглашённый Человек', role: 'manager' } },
    admin,
  );
  const invitation = /#(.+)$/.exec(created.data!.createAccount.inviteUrl)![1];
  keep(invitation, CHOSEN, CHANGED);
  const accepted = await graphql<{ acceptInvitation: Session }>('mutation ($t: NonEmptyString!, $p: String!) { acceptInvitation(token: $t, password: $p) { accessToken refreshToken } }', { t: invitation, p: CHOSEN });
  sessions.push(accepted.data!.acceptInvitation);
  const changed = await graphql<{ changePassword: { ok: boolean } }>(
    'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { ok } }',
    { c: CHOSEN, n: CHANGED },
    accepted.data!.acceptInvitation.accessToken,
  );
  expect(changed.data?.changePassword.ok).toBe(true);
  // A wrong current password is refused (and logged as nothing but a request).
  await graphql('mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { ok } }', { c: 'not-it-at-all-3', n: 'Another-pass-42' }, admin);
  keep('not-it-at-all-3', 'Another-pass-42');

  // Tokens sent where URLs are logged, and over a live socket.
  await app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('mutation ($t: String!) { refreshToken(refreshToken: $t) { accessToken } }')}&variables=${encodeURIComponent(JSON.stringify({ t: sessions[0].refreshToken }))}` });
  await app.inject({ method: 'GET', url: `/api/users/list/data?token=${sessions[0].accessToken}`, headers: { authorization: `Bearer ${admin}`, cookie: `session=${sessions[0].refreshToken}` } });
  const live = connect(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`, { accessToken: admin });
  await live.connected;
  await live.dispose();

  for (const session of sessions) {
    for (const token of [session.accessToken, session.refreshToken]) keep(token, token.split('.')[2]);
  }
  for (const { password } of Object.values(DEMO)) keep(password);
  for (const account of await app.repositories.accounts.all()) {
    keep(account.passwordHash, account.passwordHash.split('$')[2]);
  }
}, 60_000);
afterAll(() => app?.close());

describe('the log at debug level', () => {
  it('logged the slice: every request, the socket', () => {
    expect(log.split('\n').filter((line) => line.includes('"request completed"')).length).toBeGreaterThan(15);
    expect(log).toContain('live socket signed in');
    // The URLs that carried tokens are logged, their values hidden.
    expect(log).toContain('variables=%5Bredacted%5D');
    expect(log).toContain('token=%5Bredacted%5D');
  });

  it('holds none of the passwords, tokens, invitation tokens or password hashes', () => {
    expect(secrets.size).toBeGreaterThan(40);
    // Demo passwords are words (admin, user) that also name roles and e-mails: a secret is a whole JSON string.
    const strings = new Set([...log.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, text]) => text));
    const leaked = [...secrets].filter((secret) => (secret.length < 16 ? strings.has(secret) : log.includes(secret)));
    expect(leaked).toEqual([]);
    expect(log).not.toMatch(/scrypt\$/);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  });
});

describe('what the log keeps of a URL', () => {
  it('hides the values of parameters that may carry secrets, keeps the rest', () => {
    expect(loggedUrl('/api/users/list/data?q=anna&perPage=5')).toBe('/api/users/list/data?q=anna&perPage=5');
    expect(loggedUrl('/graphql?query=%7B+me+%7D&variables=%7B%22t%22%3A%22x%22%7D')).toBe('/graphql?query=%7B+me+%7D&variables=%5Bredacted%5D');
    expect(loggedUrl('/x?token=abc&password=p&accessToken=a&refreshToken=r')).not.toMatch(/abc|=p\b|=a\b|=r\b/);
  });

  it('LOG_LEVEL takes pino’s levels, info by default, and refuses anything else by name', () => {
    expect(configFromEnv({}).config.logLevel).toBe('info');
    expect(configFromEnv({ LOG_LEVEL: 'debug' }).config.logLevel).toBe('debug');
    expect(configFromEnv({ LOG_LEVEL: 'silent' }).config.logLevel).toBe('silent');
    expect(() => configFromEnv({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"');
  });
});
