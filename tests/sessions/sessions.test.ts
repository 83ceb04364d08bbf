import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROTATION_GRACE_MS } from '../../server/sessions/rules.js';
import { errorBody, extensionsOf, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { bearer, FIREFOX_ON_ANDROID, gqlWith, newPerson, PASSWORD, readStatus, refresh, signIn } from './support.js';

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
const LIST = '{ accountSessions { id address current lastUsedAt device { browser os platform } } }';

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock past the rotation grace (tokens, sessions and the grace all read Date). */
function afterTheGrace() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1000);
}

describe.each(STORE_NAMES)('sessions through REST and GraphQL on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });

  describe('refresh rotation (RFC 9700 §4.14.2)', () => {
    it('every refresh answers a new refresh token naming the same session; the old one stops working after the grace', async () => {
      const { tokens } = await newPerson(app);
      const first = await refresh(app, tokens.refreshToken);
      expect(first.statusCode).toBe(200);
      const rotated = first.json() as { accessToken: string; refreshToken: string };
      expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
      expect(decode(rotated.refreshToken).sid).toBe(decode(tokens.refreshToken).sid);
      expect(decode(rotated.accessToken).sid).toBe(decode(tokens.accessToken).sid);

      // Two tabs refreshing together: the second one, with the token just replaced, still gets a valid pair.
      const secondTab = await refresh(app, tokens.refreshToken);
      expect(secondTab.statusCode).toBe(200);
      expect(await readStatus(app, secondTab.json().accessToken)).toBe(200);

      // Later, the replaced token is a copy someone kept: the whole session ends, the current tokens with it.
      afterTheGrace();
      const reused = await refresh(app, tokens.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(errorBody(reused)).toEqual({ error: 'Invalid refresh token' });
      expect((await refresh(app, rotated.refreshToken)).statusCode).toBe(401);
      expect(await readStatus(app, rotated.accessToken)).toBe(401);
    });

    it('GraphQL refreshToken rotates the same way; a refused one says the session ended', async () => {
      const { tokens } = await newPerson(app);
      const mutation = 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }';
      const first = await gqlWith(app, null, mutation, { t: tokens.refreshToken });
      const next = (first.data?.refreshToken as { refreshToken: string }).refreshToken;
      expect(next).not.toBe(tokens.refreshToken);
      afterTheGrace();
      const reused = await gqlWith(app, null, mutation, { t: tokens.refreshToken });
      expect(reused.errors?.[0]).toMatchObject({ message: 'Invalid refresh token', extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_ENDED' } });
      const garbage = await gqlWith(app, null, mutation, { t: 'not-a-token' });
      expect(extensionsOf(garbage.errors?.[0])).toEqual({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('logout', () => {
    it('REST with the refresh token in the body ends the session: both its tokens get 401 at once', async () => {
      const { tokens } = await newPerson(app);
      expect(await readStatus(app, tokens.accessToken)).toBe(200);
      const res = await app.inject({ method: 'POST', url: '/jwt/logout', payload: { refreshToken: tokens.refreshToken } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await readStatus(app, tokens.accessToken)).toBe(401);
      expect(errorBody(await refresh(app, tokens.refreshToken))).toEqual({ error: 'Invalid refresh token' });
    });

    it('REST with only the access token in the header ends that session and no other', async () => {
      const person = await newPerson(app);
      const other = await signIn(app, person.email);
      const res = await app.inject({ method: 'POST', url: '/jwt/logout', headers: bearer(person.tokens.accessToken) });
      expect(res.statusCode).toBe(200);
      expect(await readStatus(app, person.tokens.accessToken)).toBe(401);
      expect(await readStatus(app, other.accessToken)).toBe(200);
    });

    it.each([
      ['a malformed refresh token', { payload: { refreshToken: 'garbage' } }, 'Invalid refresh token'],
      ['an access token as refresh token', 'swap', 'Invalid refresh token'],
      ['a malformed access token', { headers: bearer('garbage') }, 'Missing or invalid access token'],
      ['nothing at all', {}, 'Send the refresh token or a valid access token'],
    ])('REST refuses %s with 401 and ends nothing', async (_name, request, message) => {
      const { tokens } = await newPerson(app);
      const options = request === 'swap' ? { payload: { refreshToken: tokens.accessToken } } : request;
      const res = await app.inject({ method: 'POST', url: '/jwt/logout', ...options });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message });
      expect(await readStatus(app, tokens.accessToken)).toBe(200);
    });

    it('GraphQL logout ends the caller\'s session; with a refresh token it works anonymously too', async () => {
      const person = await newPerson(app);
      const sid = decode(person.tokens.accessToken).sid;
      const out = await gqlWith(app, person.tokens.accessToken, 'mutation { logout { endedSessionIds } }');
      expect(out.data).toEqual({ logout: { endedSessionIds: [sid] } });
      expect(await readStatus(app, person.tokens.accessToken)).toBe(401);
      expect((await gqlWith(app, person.tokens.accessToken, '{ accountSessions { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const again = await signIn(app, person.email);
      const anonymous = await gqlWith(app, null, 'mutation($t: String) { logout(refreshToken: $t) { endedSessionIds } }', { t: again.refreshToken });
      expect(anonymous.data).toEqual({ logout: { endedSessionIds: [decode(again.accessToken).sid] } });
      expect(await readStatus(app, again.accessToken)).toBe(401);
      expect((await gqlWith(app, null, 'mutation { logout { endedSessionIds } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('a password change', () => {
    it('ends every other session of the account (REST), the caller\'s stays; other accounts keep theirs', async () => {
      const person = await newPerson(app);
      const laptop = await signIn(app, person.email);
      const phone = await signIn(app, person.email);
      const stranger = await newPerson(app);
      const res = await app.inject({
        method: 'POST',
        url: '/account-setting/password',
        headers: bearer(person.tokens.accessToken),
        payload: { currentPassword: PASSWORD, newPassword: 'an-even-longer-2' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect([...res.json().endedSessionIds].sort()).toEqual([decode(laptop.accessToken).sid, decode(phone.accessToken).sid].sort());
      for (const ended of [laptop, phone]) {
        expect(await readStatus(app, ended.accessToken)).toBe(401);
        expect((await refresh(app, ended.refreshToken)).statusCode).toBe(401);
      }
      expect(await readStatus(app, person.tokens.accessToken)).toBe(200);
      expect(await readStatus(app, stranger.tokens.accessToken)).toBe(200);
    });

    it('through GraphQL too, and nothing ends when it is refused', async () => {
      const person = await newPerson(app);
      const other = await signIn(app, person.email);
      const change = (current: string, next: string) =>
        gqlWith(app, person.tokens.accessToken, 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { ok endedSessionIds } }', { c: current, n: next });
      const refused = await change('wrong-password', 'an-even-longer-2');
      expect(extensionsOf(refused.errors?.[0])).toEqual({ code: 'BAD_USER_INPUT', field: 'currentPassword', problem: 'incorrect' });
      const short = await change(PASSWORD, 'short');
      expect(extensionsOf(short.errors?.[0])).toEqual({ code: 'BAD_USER_INPUT', field: 'newPassword', problem: 'too_short' });
      expect(await readStatus(app, other.accessToken)).toBe(200);
      const done = await change(PASSWORD, 'an-even-longer-2');
      expect(done.data?.changePassword).toEqual({ ok: true, endedSessionIds: [decode(other.accessToken).sid] });
      expect(await readStatus(app, other.accessToken)).toBe(401);
    });
  });

  describe('the session list (any signed-in account)', () => {
    it('lists the caller\'s live sessions with device, address, last activity and this device', async () => {
      const person = await newPerson(app);
      const phone = await signIn(app, person.email, { userAgent: FIREFOX_ON_ANDROID, address: '198.51.100.23' });
      const { data } = await gqlWith(app, person.tokens.accessToken, LIST);
      const list = data?.accountSessions as { id: string; address: string; current: boolean; lastUsedAt: string; device: Record<string, unknown> }[];
      expect(list).toHaveLength(2);
      const mine = list.find((s) => s.current)!;
      expect(mine.id).toBe(decode(person.tokens.accessToken).sid);
      expect(mine).toMatchObject({ address: '127.0.0.1', device: { browser: null, os: null, platform: null } });
      expect(list.find((s) => !s.current)).toMatchObject({
        id: decode(phone.accessToken).sid,
        address: '198.51.100.23',
        device: { browser: 'Firefox 128', os: 'Android 14', platform: 'mobile' },
      });
      expect(Date.parse(mine.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('ends one session, then every other; another account\'s session is NOT_FOUND and stays', async () => {
      const person = await newPerson(app);
      const [a, b, c] = [await signIn(app, person.email), await signIn(app, person.email), await signIn(app, person.email)];
      const stranger = await newPerson(app);
      const end = (token: string, id: unknown) => gqlWith(app, token, 'mutation($id: ID!) { endSession(id: $id) { endedSessionIds } }', { id });

      expect((await end(person.tokens.accessToken, decode(a.accessToken).sid)).data).toEqual({ endSession: { endedSessionIds: [decode(a.accessToken).sid] } });
      expect(await readStatus(app, a.accessToken)).toBe(401);
      expect((await end(person.tokens.accessToken, decode(stranger.tokens.accessToken).sid)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await readStatus(app, stranger.tokens.accessToken)).toBe(200);

      const others = await gqlWith(app, person.tokens.accessToken, 'mutation { endOtherSessions { endedSessionIds } }');
      expect([...(others.data?.endOtherSessions as { endedSessionIds: string[] }).endedSessionIds].sort()).toEqual(
        [decode(b.accessToken).sid, decode(c.accessToken).sid].sort(),
      );
      const { data } = await gqlWith(app, person.tokens.accessToken, LIST);
      expect((data?.accountSessions as { current: boolean }[]).map((s) => s.current)).toEqual([true]);
    });

    it('the client role may list and end its own sessions, and still nothing else it could not before', async () => {
      const token = (await signIn(app, 'client@demo.com', { password: 'client' })).accessToken;
      const { data, errors } = await gqlWith(app, token, '{ accountSessions { id current } }');
      expect(errors).toBeUndefined();
      expect((data?.accountSessions as { current: boolean }[]).some((s) => s.current)).toBe(true);
      expect((await gqlWith(app, token, '{ users(perPage: 1) { total } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gqlWith(app, token, 'mutation { endOtherSessions { endedSessionIds } }')).errors).toBeUndefined();
      expect((await gqlWith(app, null, '{ accountSessions { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
