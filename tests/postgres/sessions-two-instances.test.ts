import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { bearer, gqlWith, newPerson, PASSWORD, readStatus, refresh, signIn } from '../sessions/support.js';
import { twoInstancesOfOneDatabase, within } from './two-instances-support.js';

/**
 * On two instances sharing one database (the same secrets, as every deployment must): sessions, the
 * sign-in throttle's counts and two-step sign-in live in PostgreSQL, and what one instance ends the other refuses
 * within a second, although it had the session's credentials cached; a two-step secret one sealed the other opens,
 * and a challenge, a recovery code or a code's time step used on one is used for both.
 */
describe('sessions and throttling on two instances of one database', () => {
  const apps = twoInstancesOfOneDatabase(() => ({ signInThrottle: { maxFailures: 3, maxFailuresPerAddress: 50, windowSeconds: 60 } }));

  it('a logout on one is refused on the other within a second, though the other had it cached', async () => {
    const { a, b } = apps;
    const person = await newPerson(a);
    expect(await readStatus(b, person.tokens.accessToken)).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/jwt/logout', headers: bearer(person.tokens.accessToken) })).statusCode).toBe(200);
    expect(await readStatus(a, person.tokens.accessToken)).toBe(401);
    await within(1500, () => readStatus(b, person.tokens.accessToken), 401);
    expect((await refresh(b, person.tokens.refreshToken)).statusCode).toBe(401);
  });

  it('a password change on one ends the other sessions on both', async () => {
    const { a, b } = apps;
    const person = await newPerson(a);
    const elsewhere = await signIn(b, person.email);
    expect(await readStatus(b, elsewhere.accessToken)).toBe(200);
    const res = await a.inject({
      method: 'POST',
      url: '/account-setting/password',
      headers: bearer(person.tokens.accessToken),
      payload: { currentPassword: PASSWORD, newPassword: 'an-even-longer-2' },
    });
    expect(res.statusCode).toBe(200);
    await within(1500, () => readStatus(b, elsewhere.accessToken), 401);
    expect(await readStatus(b, person.tokens.accessToken)).toBe(200);
  });

  it('a refresh token rotated on one and reused on the other after the grace ends the session everywhere', async () => {
    const { a, b } = apps;
    const person = await newPerson(a);
    const rotated = (await refresh(a, person.tokens.refreshToken)).json() as { accessToken: string; refreshToken: string };
    expect((await refresh(b, person.tokens.refreshToken)).statusCode).toBe(200); // within the grace
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await refresh(b, person.tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(a, rotated.refreshToken)).statusCode).toBe(401);
    await within(1500, () => readStatus(a, rotated.accessToken), 401);
  });

  it('share the failure counts: guesses spread over both instances are throttled together', async () => {
    const { a, b } = apps;
    const { email } = await newPerson(a);
    const login = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password }, remoteAddress: '192.0.2.200' });
    expect((await login(a, 'wrong-1')).statusCode).toBe(400);
    expect((await login(b, 'wrong-2')).statusCode).toBe(400);
    expect((await login(a, 'wrong-3')).statusCode).toBe(400);
    expect((await login(b, PASSWORD)).statusCode).toBe(429);
    expect((await login(a, PASSWORD)).statusCode).toBe(429);
  });

  it('two-step sign-in: enrolled on one, confirmed on the other; a challenge, a recovery code and a time step are used once for both', async () => {
    const { a, b } = apps;
    const { email, tokens } = await newPerson(a);
    const { secret } = (await gqlWith(a, tokens.accessToken, 'mutation { beginTwoStepEnrollment { secret } }')).data!.beginTwoStepEnrollment as { secret: string };
    const confirmed = await gqlWith(b, tokens.accessToken, 'mutation($code: String!) { confirmTwoStepEnrollment(code: $code) }', { code: await generate({ secret }) });
    expect(confirmed.errors).toBeUndefined();

    const { challenge } = (await b.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: PASSWORD } })).json() as { challenge: string };
    const recovery = (confirmed.data!.confirmTwoStepEnrollment as string[])[0];
    expect((await a.inject({ method: 'POST', url: '/jwt/two-step', payload: { challenge, code: recovery } })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/jwt/two-step', payload: { challenge, code: recovery } })).statusCode).toBe(400);
    expect((await b.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: PASSWORD, code: recovery } })).statusCode).toBe(400);

    // The confirming code's step is the last one used; the next step's code is accepted once, on one of the two.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const both = await Promise.all([a, b].map((app) => app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: PASSWORD, code: next }, remoteAddress: '203.0.113.99' })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});
