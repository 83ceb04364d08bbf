import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../../seed/accounts.js';
import { seedChat } from '../../seed/chat.js';
import { build, DEMO, errorBody, extensionsOf, login, useApp } from '../helper.js';

const app = useApp();

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('POST /jwt/login', () => {
  it('signs in the admin with userData and both tokens, never the password', async () => {
    const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO.admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userData).toMatchObject({
      id: 1,
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    expect(typeof body.userData.extras.eCommerceCartItemsCount).toBe('number');
    expect(body.userData).not.toHaveProperty('password');
    expect(body.userData).not.toHaveProperty('passwordHash');
    expect(decode(body.accessToken)).toMatchObject({ id: 1, kind: 'access' });
    expect(decode(body.refreshToken)).toMatchObject({ id: 1, kind: 'refresh' });
  });

  it('signs in the client with read ACL and read Auth', async () => {
    const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO.client });
    expect(res.json().userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it.each([
    ['wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ['empty password', { email: 'admin@demo.com', password: '' }],
  ])('refuses %s with 400 "Email or Password is Invalid"', async (_name, payload) => {
    const res = await app.inject({ method: 'POST', url: '/jwt/login', payload });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({ error: { email: ['Email or Password is Invalid'] } });
  });

  it.each([
    ['a missing password', { email: 'admin@demo.com' }],
    ['an object as email', { email: { $ne: '' }, password: 'admin' }],
    ['no body', undefined],
  ])('answers %s with 400 "Something went wrong"', async (_name, payload) => {
    const res = await app.inject({ method: 'POST', url: '/jwt/login', payload });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toEqual({ error: { email: ['Something went wrong'] } });
  });
});

describe('POST /jwt/register', () => {
  it('creates an account with the spec defaults and signs it in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { email: 'new@demo.com', password: 'secret-42', username: 'newbie' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      // New ids are the maximum plus one: after the demo accounts and one per chat contact.
      id: Math.max(...seedAccounts(seedChat()).map((a) => a.id)) + 1,
      email: 'new@demo.com',
      username: 'newbie',
      fullName: '',
      avatar: null,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    expect(body.accessToken).toEqual(expect.any(String));
    const again = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'new@demo.com', password: 'secret-42' } });
    expect(again.statusCode).toBe(200);
  });

  it('answers a duplicate email with 200 and an error object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { email: 'admin@demo.com', password: 'secret-42', username: 'someone' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { email: 'This email is already in use.', username: null } });
  });

  it('answers a duplicate username with 200 and an error object', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { email: 'other@demo.com', password: 'secret-42', username: 'anna.admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { email: null, username: 'This username is already in use.' } });
  });

  it.each([
    ['too short', 'short-7', 'password: password must be at least 8 characters long', 'too_short'],
    ['too long', 'x'.repeat(257), 'password: password must be at most 256 characters long', 'too_long'],
    ['the e-mail', 'Policy@Example.com', 'password: password must not be the same as the e-mail or username', 'same_as_login'],
    ['the username', 'policy.person', 'password: password must not be the same as the e-mail or username', 'same_as_login'],
  ])('refuses a password that is %s with a 400 naming the field (GraphQL: field and problem), creating nothing', async (_name, password, message, problem) => {
    const input = { email: 'policy@example.com', password, username: 'policy.person' };
    const res = await app.inject({ method: 'POST', url: '/jwt/register', payload: input });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message });
    const gql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation($i: RegisterInput!) { register(input: $i) { __typename } }', variables: { i: input } },
    });
    expect(extensionsOf(gql.json().errors[0])).toEqual({ code: 'BAD_USER_INPUT', field: 'password', problem });
    expect((await app.repositories.accounts.all()).some((a) => a.email === input.email)).toBe(false);
  });

  it('rejects a malformed email with a 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'nope', password: 'x', username: 'y' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/email/);
  });

  it('gives new accounts the configured role, or refuses when registration is off', async () => {
    const clientApp = await build({ config: { registrationRole: 'client' } });
    const res = await clientApp.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'c@demo.com', password: 'secret-42', username: 'c' } });
    expect(res.json().user.role).toBe('client');
    await clientApp.close();

    const closed = await build({ config: { registrationEnabled: false } });
    const refused = await closed.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'c@demo.com', password: 'secret-42', username: 'c' } });
    expect(refused.statusCode).toBe(403);
    await closed.close();
  });
});

describe('POST /jwt/refresh-token', () => {
  it('issues a new pair with the configured lifetime', async () => {
    const { refreshToken } = await login(app, 'admin');
    const res = await app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.userData.email).toBe('admin@demo.com');
    for (const token of [body.accessToken, body.refreshToken]) {
      const { exp, iat } = decode(token) as { exp: number; iat: number };
      expect(exp - iat).toBe(600);
    }
    const use = await app.inject({ method: 'GET', url: '/healthz', headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(use.statusCode).toBe(200);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['an empty string', ''],
  ])('refuses %s with 401 "Invalid refresh token"', async (_name, refreshToken) => {
    const res = await app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res)).toEqual({ error: 'Invalid refresh token' });
  });

  it('refuses an access token', async () => {
    const { accessToken } = await login(app, 'admin');
    const res = await app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken: accessToken } });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res)).toEqual({ error: 'Invalid refresh token' });
  });

  it('refuses an expired refresh token', async () => {
    const short = await build({ config: { refreshTtlSeconds: 1 } });
    const { refreshToken } = await login(short, 'admin');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await short.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res)).toEqual({ error: 'Invalid refresh token' });
    await short.close();
  });
});

describe('bearer protection', () => {
  const protectedUrl = '/api/users/list/all-data';

  it('answers 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: protectedUrl });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: expect.any(String) });
  });

  it('answers 401 for a malformed header', async () => {
    const res = await app.inject({ method: 'GET', url: protectedUrl, headers: { authorization: 'Token abc' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a tampered token', async () => {
    const { accessToken } = await login(app, 'client');
    const [header, , signature] = accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ id: 1, kind: 'access', iat: 1, exp: 9_999_999_999 })).toString('base64url');
    const res = await app.inject({ method: 'GET', url: protectedUrl, headers: { authorization: `Bearer ${header}.${forged}.${signature}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an alg:none token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ id: 1, kind: 'access' })).toString('base64url');
    const res = await app.inject({ method: 'GET', url: protectedUrl, headers: { authorization: `Bearer ${header}.${payload}.` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ id: 1, kind: 'access', exp: 9_999_999_999 })).toString('base64url');
    const signature = createHmac('sha256', 'guessed-secret').update(`${header}.${payload}`).digest('base64url');
    const res = await app.inject({ method: 'GET', url: protectedUrl, headers: { authorization: `Bearer ${header}.${payload}.${signature}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a refresh token used as an access token', async () => {
    const { refreshToken } = await login(app, 'admin');
    const res = await app.inject({ method: 'GET', url: protectedUrl, headers: { authorization: `Bearer ${refreshToken}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an expired access token', async () => {
    const short = await build({ config: { accessTtlSeconds: 1 } });
    const { accessToken } = await login(short, 'admin');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await short.inject({ method: 'GET', url: protectedUrl, headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.statusCode).toBe(401);
    await short.close();
  });

  it('answers 403 with a message when the client role tries a mutation', async () => {
    const { accessToken } = await login(app, 'client');
    const res = await app.inject({
      method: 'POST',
      url: '/apps/todo/add-tasks',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { task: { title: 'x' } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not allowed/);
  });
});
