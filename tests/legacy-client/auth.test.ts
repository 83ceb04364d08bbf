import { describe, expect, it, vi } from 'vitest';
import { bearerCredential, unquoteToken } from '../../server/access/credentials.js';
import { DEMO, errorBody } from '../helper.js';
import { useLegacyApp, legacyClient } from './support.js';

/**
 * The JWT service and auth slice of the legacy client: login stores both tokens with
 * JSON.stringify, every request sends `Authorization: Bearer "<jwt>"`, a 401 posts the stored
 * (quoted) refresh token and keeps the new tokens as they come (unquoted).
 */
const json = { 'content-type': 'application/json;charset=utf-8' };

describe('token credentials (server/access/credentials.ts)', () => {
  it.each([
    ['eyJ.a.b', 'eyJ.a.b'],
    ['"eyJ.a.b"', 'eyJ.a.b'],
    ['""eyJ.a.b""', '"eyJ.a.b"'],
    ['"eyJ.a.b', '"eyJ.a.b'],
    ['eyJ.a.b"', 'eyJ.a.b"'],
    ['"', '"'],
    ['""', ''],
  ])('unquoteToken(%j) removes exactly one surrounding pair: %j', (raw, token) => {
    expect(unquoteToken(raw)).toBe(token);
  });

  it.each([
    ['Bearer eyJ.a.b', 'eyJ.a.b'],
    ['Bearer "eyJ.a.b"', '"eyJ.a.b"'],
    ['bearer   eyJ.a.b', 'eyJ.a.b'],
    ['Bearer', null],
    ['Basic eyJ.a.b', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('bearerCredential(%j) is %j', (header, credential) => {
    expect(bearerCredential(header)).toBe(credential);
  });
});

describe('the JWT service against our server', () => {
  const ctx = useLegacyApp();

  it('POST /jwt/login answers every field the login page and the auth slice read', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/jwt/login', headers: json, payload: JSON.stringify(DEMO.admin) });
    expect(res.statusCode).toBe(200);
    const { userData, accessToken, refreshToken } = res.json();
    expect(accessToken).toMatch(/^eyJ/);
    expect(refreshToken).toMatch(/^eyJ/);
    expect(userData).toMatchObject({
      id: expect.any(Number),
      fullName: expect.any(String),
      username: expect.any(String),
      email: DEMO.admin.email,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: expect.any(Number) },
    });
    expect(userData).not.toHaveProperty('password');
  });

  it('accepts the JSON-quoted access token on every call, as the client stores and sends it', async () => {
    const client = await legacyClient(ctx.app);
    expect(client.stored.accessToken).toMatch(/^"eyJ.*"$/);
    const res = await client.get('/api/users/list/all-data');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it.each([
    ['quoted twice', (t: string) => `""${t}""`],
    ['a quote on one side', (t: string) => `"${t}`],
    ['a quote inside', (t: string) => `${t.slice(0, 10)}"${t.slice(10)}`],
    ['tampered', (t: string) => `"${t.slice(0, -2)}xx"`],
  ])('refuses an access token %s with 401', async (_name, spoil) => {
    const client = await legacyClient(ctx.app);
    const token = JSON.parse(client.stored.accessToken) as string;
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/list/all-data', headers: { authorization: `Bearer ${spoil(token)}` } });
    expect(res.statusCode).toBe(401);
  });

  it('ctx.app.principalFromToken reads a quoted or bare token, nothing else', async () => {
    const client = await legacyClient(ctx.app);
    const token = JSON.parse(client.stored.accessToken) as string;
    expect((await ctx.app.principalFromToken(token))?.accountId).toBe(client.stored.userData.id);
    expect((await ctx.app.principalFromToken(`"${token}"`))?.accountId).toBe(client.stored.userData.id);
    expect(await ctx.app.principalFromToken(`""${token}""`)).toBeNull();
    expect(await ctx.app.principalFromToken(JSON.parse(client.stored.refreshToken) as string)).toBeNull();
  });

  it('POST /jwt/refresh-token takes the stored, quoted refresh token; the new tokens work as stored (unquoted)', async () => {
    const client = await legacyClient(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/jwt/refresh-token',
      headers: json,
      payload: JSON.stringify({ refreshToken: client.stored.refreshToken }),
    });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken, userData } = res.json();
    expect(accessToken).toMatch(/^eyJ/);
    expect(refreshToken).toMatch(/^eyJ/);
    expect(userData).toMatchObject({ email: DEMO.admin.email, role: 'admin' });
    // setToken keeps r.data.accessToken as it came: the retried request sends it bare.
    const retried = await ctx.app.inject({ method: 'GET', url: '/api/users/list/all-data', headers: { authorization: `Bearer ${accessToken}` } });
    expect(retried.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/jwt/refresh-token', headers: json, payload: JSON.stringify({ refreshToken }) });
    expect(again.statusCode).toBe(200);
  });

  it('refreshes one at a time, each time with the refresh token it stored last; a stale one sent again ends the session', async () => {
    const client = await legacyClient(ctx.app);
    // The JWT service: a 401 starts one refresh (isAlreadyFetchingAccessToken), posts the stored token, then
    // setToken / setRefreshToken keep what came back (bare) for the next requests and the next refresh.
    const stored = { accessToken: client.stored.accessToken, refreshToken: client.stored.refreshToken };
    const originals = { ...stored };
    for (let round = 0; round < 3; round++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/jwt/refresh-token', headers: json, payload: JSON.stringify({ refreshToken: stored.refreshToken }) });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { accessToken: string; refreshToken: string };
      expect(body.refreshToken).not.toBe(unquoteToken(stored.refreshToken));
      Object.assign(stored, body);
      const retried = await ctx.app.inject({ method: 'GET', url: '/api/users/list/all-data', headers: { authorization: `Bearer ${stored.accessToken}` } });
      expect(retried.statusCode).toBe(200);
    }
    // The first refresh token, replayed long after it was replaced: someone else holds a copy, the session ends.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3000);
    const replay = await ctx.app.inject({ method: 'POST', url: '/jwt/refresh-token', headers: json, payload: JSON.stringify({ refreshToken: originals.refreshToken }) });
    expect(replay.statusCode).toBe(401);
    expect(errorBody(replay)).toEqual({ error: 'Invalid refresh token' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/users/list/all-data', headers: { authorization: `Bearer ${stored.accessToken}` } });
    expect(after.statusCode).toBe(401);
    vi.useRealTimers();
  });

  it('POST /jwt/logout with the stored, quoted access token ends its session', async () => {
    const client = await legacyClient(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: '/jwt/logout', headers: { ...json, authorization: `Bearer ${client.stored.accessToken}` }, payload: '{}' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await client.get('/api/users/list/all-data')).statusCode).toBe(401);
  });

  it.each([
    ['quoted twice', (stored: { refreshToken: string }) => `"${stored.refreshToken}"`],
    ['that is an access token', (stored: { accessToken: string }) => stored.accessToken],
    ['missing (localStorage held none)', () => null],
  ])('POST /jwt/refresh-token with a refresh token %s is 401 Invalid refresh token', async (_name, refreshToken) => {
    const client = await legacyClient(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/jwt/refresh-token',
      headers: json,
      payload: JSON.stringify({ refreshToken: refreshToken(client.stored) }),
    });
    expect(res.statusCode).toBe(401);
    expect(errorBody(res)).toEqual({ error: 'Invalid refresh token' });
  });

  it('POST /jwt/register answers the user with its abilities and an access token; a second try gets the error object', async () => {
    const body = { username: 'legacy.newcomer', email: 'legacy.newcomer@example.ru', password: 'secret-1' };
    const res = await ctx.app.inject({ method: 'POST', url: '/jwt/register', headers: json, payload: JSON.stringify(body) });
    expect(res.statusCode).toBe(200);
    const { user, accessToken, error } = res.json();
    expect(error).toBeUndefined();
    expect(user).toMatchObject({ email: body.email, username: body.username, ability: expect.any(Array) });
    expect(accessToken).toMatch(/^eyJ/);
    const login = await ctx.app.inject({ method: 'POST', url: '/jwt/login', headers: json, payload: JSON.stringify({ email: body.email, password: body.password }) });
    expect(login.statusCode).toBe(200);

    const twice = await ctx.app.inject({ method: 'POST', url: '/jwt/register', headers: json, payload: JSON.stringify(body) });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    });
  });

  it('keeps the spec error catalogue for login exact', async () => {
    const wrong = await ctx.app.inject({ method: 'POST', url: '/jwt/login', headers: json, payload: JSON.stringify({ ...DEMO.admin, password: 'nope' }) });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong)).toEqual({ error: { email: ['Email or Password is Invalid'] } });
    const malformed = await ctx.app.inject({ method: 'POST', url: '/jwt/login', headers: json, payload: JSON.stringify({ email: true }) });
    expect(malformed.statusCode).toBe(400);
    expect(errorBody(malformed)).toEqual({ error: { email: ['Something went wrong'] } });
  });
});
