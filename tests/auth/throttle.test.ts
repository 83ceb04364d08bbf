import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, useApp } from '../helper.js';
import { bearer, newPerson, PASSWORD } from '../sessions/support.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';

const LIMITS = { maxFailures: 3, maxFailuresPerAddress: 6, windowSeconds: 60 };
let lastAddress = 0;
/** Each test guesses from addresses of its own: the counts outlive a test (in the app, or in the database). */
const freshAddress = () => `192.0.2.${++lastAddress}`;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(STORE_NAMES)('sign-in throttling on the %s store', (name) => {
  const app = useApp({ config: { ...appStoreConfig(name), signInThrottle: LIMITS } });
  const rest = (email: string, password: string, address: string) =>
    app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password }, remoteAddress: address });
  const gql = async (email: string, password: string, address: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: { query: 'mutation($e: EmailAddress!, $p: String!) { login(email: $e, password: $p) { accessToken } }', variables: { e: email, p: password } },
      })
    ).json() as { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] };

  it('after the limit of failures, REST and GraphQL refuse that account from that address, the right password too', async () => {
    const { email } = await newPerson(app);
    const address = freshAddress();
    expect((await rest(email, 'wrong-1', address)).statusCode).toBe(400);
    expect((await gql(email, 'wrong-2', address)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorBody(await rest(email, 'wrong-3', address))).toEqual({ error: { email: ['Email or Password is Invalid'] } });

    const refused = await rest(email, PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowSeconds);
    const viaGraphQL = await gql(email, PASSWORD, address);
    expect(viaGraphQL.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    expect(viaGraphQL.data).toBeNull();

    // The owner elsewhere, and everyone else here, still sign in.
    expect((await rest(email, PASSWORD, freshAddress())).statusCode).toBe(200);
    const other = await newPerson(app);
    expect((await rest(other.email, PASSWORD, address)).statusCode).toBe(200);

    // Once the window has passed, the right password works again.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (LIMITS.windowSeconds + 1) * 1000);
    expect((await rest(email, PASSWORD, address)).statusCode).toBe(200);
  });

  it('a success clears the account\'s count from that address', async () => {
    const { email } = await newPerson(app);
    const address = freshAddress();
    for (const attempt of ['wrong-1', 'wrong-2']) expect((await rest(email, attempt, address)).statusCode).toBe(400);
    expect((await rest(email, PASSWORD, address)).statusCode).toBe(200);
    for (const attempt of ['wrong-3', 'wrong-4', 'wrong-5']) expect((await rest(email, attempt, address)).statusCode).toBe(400);
    expect((await rest(email, PASSWORD, address)).statusCode).toBe(429);
  });

  it('counts unknown e-mails like known ones, and stops one address guessing across accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < LIMITS.maxFailuresPerAddress; i++) {
      expect((await rest(`nobody.${i}.${address}@example.com`, 'guess', address)).statusCode).toBe(400);
    }
    const { email } = await newPerson(app);
    expect((await rest(email, PASSWORD, address)).statusCode).toBe(429);
    expect((await rest(email, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('guesses sent at once never get past the limit', async () => {
    const { email } = await newPerson(app);
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => rest(email, `wrong-${i}`, address)));
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(LIMITS.maxFailures);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(8 - LIMITS.maxFailures);
  });

  it('the current password of a password change counts too, and is refused past the limit, right or not', async () => {
    const person = await newPerson(app);
    const address = freshAddress();
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/account-setting/password',
        remoteAddress: address,
        headers: bearer(person.tokens.accessToken),
        payload: { currentPassword, newPassword: 'an-even-longer-2' },
      });
    for (const attempt of ['wrong-1', 'wrong-2', 'wrong-3']) expect((await change(attempt)).statusCode).toBe(400);
    const refused = await change(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await rest(person.email, PASSWORD, address)).statusCode).toBe(429);
  });
});
