import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { CHALLENGE_TTL_MS, TOTP_PERIOD_S } from '../../server/two-step/rules.js';
import { SecretBox } from '../../server/two-step/secret-box.js';
import { auditLog } from '../audit/support.js';
import { DEMO, errorBody, graphqlAs, useApp, type Tokens } from '../helper.js';
import { bearer, gqlWith, newPerson, PASSWORD, readStatus, refresh } from '../sessions/support.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';

/**
 * Two-step sign-in through both faces, on both stores: enrolling with a code of the secret the server answered
 * (computed here with otplib, as an authenticator app would), signing in with a code (REST and GraphQL, in one
 * step or through the challenge), wrong and replayed codes refused and throttled, recovery codes spent once, an
 * administrator's reset, and TWO_STEP_REQUIRED_ROLES narrowing a session until it enrols.
 */
const LIMITS = { maxFailures: 3, maxFailuresPerAddress: 50, windowSeconds: 60 };

/** The app's clock, moved by the tests a time step at a time: each step has a fresh code. */
let now = new Date('2026-05-01T10:00:00.000Z');
const nextStep = (steps = 1) => {
  now = new Date(now.getTime() + steps * TOTP_PERIOD_S * 1000);
};
const codeOf = (secret: string, at = now) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

let lastAddress = 0;
/** Each test signs in from addresses of its own: the throttle's counts outlive a test. */
const freshAddress = () => `198.51.100.${++lastAddress}`;

const BEGIN = 'mutation { beginTwoStepEnrollment { secret otpauthUri qrCode } }';
const CONFIRM = 'mutation($code: String!) { confirmTwoStepEnrollment(code: $code) }';
const STATUS = 'query { twoStepStatus { enabled enabledAt recoveryCodesLeft required } me { twoStepEnabled twoStepEnrollmentRequired ability { action subject } } }';
const LOGIN = 'mutation($email: EmailAddress!, $password: String!, $code: String) { login(email: $email, password: $password, code: $code) { accessToken refreshToken userData { email twoStepEnabled } } }';
const COMPLETE = 'mutation($challenge: String!, $code: String!) { completeSignIn(challenge: $challenge, code: $code) { accessToken refreshToken userData { email } } }';
const DISABLE = 'mutation($password: String!, $code: String!) { disableTwoStep(password: $password, code: $code) }';
const RESET = 'mutation($id: ID!) { resetTwoStep(accountId: $id) { id email twoStepEnabled } }';

type Gql = Awaited<ReturnType<typeof gqlWith>>;
const errorOf = (res: Gql) => res.errors?.[0]?.extensions ?? {};

interface Enrolled {
  email: string;
  tokens: Tokens;
  secret: string;
  recoveryCodes: string[];
}

/** A new person (a registered admin) who enrolled: the secret as an authenticator app keeps it, and the recovery codes. */
async function enrolledPerson(app: FastifyInstance): Promise<Enrolled> {
  const { email, tokens } = await newPerson(app);
  const begun = await gqlWith(app, tokens.accessToken, BEGIN);
  expect(begun.errors).toBeUndefined();
  const { secret, otpauthUri, qrCode } = begun.data!.beginTwoStepEnrollment as { secret: string; otpauthUri: string; qrCode: string };
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUri).toBe(`otpauth://totp/Aurora%20CRM:${encodeURIComponent(email)}?secret=${secret}&issuer=Aurora%20CRM`);
  expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
  const confirmed = await gqlWith(app, tokens.accessToken, CONFIRM, { code: await codeOf(secret) });
  expect(confirmed.errors).toBeUndefined();
  const recoveryCodes = confirmed.data!.confirmTwoStepEnrollment as string[];
  // The enrolling code's step is used: the next sign-in takes the next one.
  nextStep();
  return { email, tokens, secret, recoveryCodes };
}

function restLogin(app: FastifyInstance, payload: Record<string, unknown>, address: string) {
  return app.inject({ method: 'POST', url: '/jwt/login', payload, remoteAddress: address });
}

function restTwoStep(app: FastifyInstance, payload: Record<string, unknown>, address: string) {
  return app.inject({ method: 'POST', url: '/jwt/two-step', payload, remoteAddress: address });
}

async function gqlFrom(app: FastifyInstance, address: string, query: string, variables: Record<string, unknown>): Promise<Gql> {
  const res = await app.inject({ method: 'POST', url: '/graphql', remoteAddress: address, headers: { 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json() as Gql;
}

describe.each(STORE_NAMES)('two-step sign-in on the %s store', (name) => {
  const app = useApp({ config: { ...appStoreConfig(name), signInThrottle: LIMITS }, clock: () => now });

  it('enrols with a code of the answered secret: ten distinct recovery codes, shown once; the status says so', async () => {
    const person = await enrolledPerson(app);
    expect(person.recoveryCodes).toHaveLength(10);
    expect(new Set(person.recoveryCodes).size).toBe(10);
    for (const code of person.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const status = await gqlWith(app, person.tokens.accessToken, STATUS);
    expect(status.data).toMatchObject({
      twoStepStatus: { enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10, required: false },
      me: { twoStepEnabled: true, twoStepEnrollmentRequired: false },
    });
    // Enrolling again while on is refused; nothing is stored in the clear.
    expect(errorOf(await gqlWith(app, person.tokens.accessToken, BEGIN)).code).toBe('CONFLICT');
    const stored = JSON.stringify(await app.repositories.twoStep.find((await app.repositories.accounts.findByEmail(person.email))!.id));
    expect(stored).not.toContain(person.secret);
    for (const code of person.recoveryCodes) expect(stored).not.toContain(code);
  });

  it('refuses a confirming code of another shape or a wrong one, naming `code`, and stays off', async () => {
    const { tokens } = await newPerson(app);
    expect(errorOf(await gqlWith(app, tokens.accessToken, CONFIRM, { code: '123456' })).code).toBe('CONFLICT');
    const { secret } = (await gqlWith(app, tokens.accessToken, BEGIN)).data!.beginTwoStepEnrollment as { secret: string };
    for (const code of ['12345', 'abcde-fghij', '']) {
      expect(errorOf(await gqlWith(app, tokens.accessToken, CONFIRM, { code }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code', problem: 'malformed' });
    }
    const wrong = String((Number(await codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(errorOf(await gqlWith(app, tokens.accessToken, CONFIRM, { code: wrong }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code', problem: 'incorrect' });
    expect((await gqlWith(app, tokens.accessToken, STATUS)).data).toMatchObject({ twoStepStatus: { enabled: false }, me: { twoStepEnabled: false } });
  });

  it('REST: the password alone answers a challenge; /jwt/two-step with a fresh code answers the session; the code does not work twice', async () => {
    const person = await enrolledPerson(app);
    const address = freshAddress();
    const first = await restLogin(app, { email: person.email, password: PASSWORD }, address);
    expect(first.statusCode).toBe(401);
    const { challenge, ...rest } = errorBody(first) as { challenge: string };
    expect(rest).toEqual({ error: 'two-step code required', twoStepRequired: true });
    expect(challenge).toMatch(/^[\w-]{43}$/);

    const code = await codeOf(person.secret);
    const signedIn = await restTwoStep(app, { challenge, code }, address);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), userData: { email: person.email, twoStepEnabled: true, twoStepEnrollmentRequired: false } });
    expect(await readStatus(app, signedIn.json().accessToken)).toBe(200);

    // The challenge is spent, and so is the code: a replay within its window is refused.
    const again = await restTwoStep(app, { challenge, code }, address);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('challenge: has expired or was used: sign in again');
    const second = (await restLogin(app, { email: person.email, password: PASSWORD }, address)).json() as { challenge: string };
    const replay = await restTwoStep(app, { challenge: second.challenge, code }, address);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ statusCode: 400, message: 'code: is incorrect or was used already' });
    // A code of the step before, not used yet, is within the drift allowed; the next step's code is too.
    nextStep();
    const drift = await restLogin(app, { email: person.email, password: PASSWORD, code: await codeOf(person.secret, new Date(now.getTime() + TOTP_PERIOD_S * 1000)) }, address);
    expect(drift.statusCode, drift.body).toBe(200);
  });

  it('GraphQL: TWO_STEP_REQUIRED with the challenge, then completeSignIn; or the code at once, as scripts send it', async () => {
    const person = await enrolledPerson(app);
    const address = freshAddress();
    const refused = await gqlFrom(app, address, LOGIN, { email: person.email, password: PASSWORD });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ message: 'two-step code required', extensions: { code: 'TWO_STEP_REQUIRED', challenge: expect.stringMatching(/^[\w-]{43}$/) } });
    const challenge = errorOf(refused).challenge as string;
    const done = await gqlFrom(app, address, COMPLETE, { challenge, code: await codeOf(person.secret) });
    expect(done.errors).toBeUndefined();
    expect((done.data!.completeSignIn as { userData: { email: string } }).userData.email).toBe(person.email);

    nextStep();
    const atOnce = await gqlFrom(app, address, LOGIN, { email: person.email, password: PASSWORD, code: await codeOf(person.secret) });
    expect(atOnce.errors).toBeUndefined();
    expect(atOnce.data!.login).toMatchObject({ userData: { email: person.email, twoStepEnabled: true } });
    // The same code again, at once: a replay.
    const replay = await gqlFrom(app, address, LOGIN, { email: person.email, password: PASSWORD, code: await codeOf(person.secret) });
    expect(errorOf(replay)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code', problem: 'incorrect' });
    // A wrong password with a right code is still a wrong password.
    nextStep();
    const wrongPassword = await gqlFrom(app, address, LOGIN, { email: person.email, password: 'not-it-at-all', code: await codeOf(person.secret) });
    expect(errorOf(wrongPassword)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('wrong codes count in the sign-in throttle as wrong passwords do: 429 / TOO_MANY_REQUESTS past the limit, the right code too', async () => {
    const person = await enrolledPerson(app);
    const address = freshAddress();
    const { challenge } = (await restLogin(app, { email: person.email, password: PASSWORD }, address)).json() as { challenge: string };
    // The password step counted one attempt; two wrong codes reach the limit of three.
    const wrong = await restTwoStep(app, { challenge, code: '000000' }, address);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('code: is incorrect or was used already');
    expect(errorOf(await gqlFrom(app, address, COMPLETE, { challenge, code: '000001' }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });

    const throttled = await restTwoStep(app, { challenge, code: await codeOf(person.secret) }, address);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(await gqlFrom(app, address, COMPLETE, { challenge, code: await codeOf(person.secret) }))).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    expect((await restLogin(app, { email: person.email, password: PASSWORD, code: await codeOf(person.secret) }, address)).statusCode).toBe(429);
    // Elsewhere the owner still signs in, and the code the throttle refused was not spent.
    const elsewhere = await restLogin(app, { email: person.email, password: PASSWORD, code: await codeOf(person.secret) }, freshAddress());
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('a recovery code works once wherever a code does, in any case and without its hyphen; then it is spent', async () => {
    const person = await enrolledPerson(app);
    const address = freshAddress();
    const [first, second, third] = person.recoveryCodes;
    const { challenge } = (await restLogin(app, { email: person.email, password: PASSWORD }, address)).json() as { challenge: string };
    expect((await restTwoStep(app, { challenge, code: first }, address)).statusCode).toBe(200);
    const reused = await restLogin(app, { email: person.email, password: PASSWORD, code: first }, address);
    expect(reused.statusCode).toBe(400);
    expect(errorBody(reused)).toEqual({ error: { code: ['code: is incorrect or was used already'] } });
    const bare = await gqlFrom(app, address, LOGIN, { email: person.email, password: PASSWORD, code: ` ${second.replace('-', '').toUpperCase()} ` });
    expect(bare.errors).toBeUndefined();
    expect((await gqlWith(app, person.tokens.accessToken, STATUS)).data).toMatchObject({ twoStepStatus: { recoveryCodesLeft: 8 } });
    // Turning it off takes the password and a code (a recovery code will do); then the password alone signs in.
    expect(errorOf(await gqlWith(app, person.tokens.accessToken, DISABLE, { password: 'wrong-password', code: third }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    expect(errorOf(await gqlWith(app, person.tokens.accessToken, DISABLE, { password: PASSWORD, code: '999999' }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const off = await gqlWith(app, person.tokens.accessToken, DISABLE, { password: PASSWORD, code: third });
    expect(off.errors, JSON.stringify(off.errors)).toBeUndefined();
    expect(off.data).toEqual({ disableTwoStep: true });
    expect((await restLogin(app, { email: person.email, password: PASSWORD }, freshAddress())).statusCode).toBe(200);
    expect(errorOf(await gqlWith(app, person.tokens.accessToken, DISABLE, { password: PASSWORD, code: third })).code).toBe('CONFLICT');
  });

  it('refuses malformed input naming the field, before anything is counted or changed; one message for an expired, used or unknown challenge', async () => {
    const person = await enrolledPerson(app);
    const address = freshAddress();
    const malformedLogin = await restLogin(app, { email: person.email, password: PASSWORD, code: '12-34' }, address);
    expect(malformedLogin.statusCode).toBe(400);
    expect(errorBody(malformedLogin)).toEqual({ error: { code: ['code: must be the 6-digit code of the authenticator app or a recovery code (xxxxx-xxxxx)'] } });
    expect(errorOf(await gqlFrom(app, address, LOGIN, { email: person.email, password: PASSWORD, code: 'x' }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code', problem: 'malformed' });
    // The legacy shapes of /jwt/login stay as they were.
    expect(errorBody(await restLogin(app, { email: person.email }, address))).toEqual({ error: { email: ['Something went wrong'] } });
    expect(errorBody(await restLogin(app, { email: person.email, password: PASSWORD, code: 123456 }, address))).toEqual({ error: { email: ['Something went wrong'] } });

    const { challenge } = (await restLogin(app, { email: person.email, password: PASSWORD }, address)).json() as { challenge: string };
    const missing = await restTwoStep(app, { challenge }, address);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/code/);
    expect((await restTwoStep(app, { code: '123456' }, address)).json().message).toMatch(/challenge/);
    expect((await restTwoStep(app, { challenge: 'short', code: '123456' }, address)).json()).toMatchObject({ statusCode: 400, message: 'challenge: must be the challenge the sign-in answered' });
    expect((await restTwoStep(app, { challenge, code: 'abc' }, address)).json().message).toMatch(/^code: must be/);
    expect(errorOf(await gqlFrom(app, address, COMPLETE, { challenge: 'x'.repeat(43), code: '123456' }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'challenge', problem: 'expired' });

    // Past five minutes the challenge is refused in the same words as an unknown one, the right code too.
    now = new Date(now.getTime() + CHALLENGE_TTL_MS + 1000);
    const expired = await restTwoStep(app, { challenge, code: await codeOf(person.secret) }, address);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('challenge: has expired or was used: sign in again');
    // None of that counted: the right code still signs in from here.
    expect((await restLogin(app, { email: person.email, password: PASSWORD, code: await codeOf(person.secret) }, address)).statusCode).toBe(200);
  });

  it("an administrator's reset ends the person's sessions and lets them sign in with the password alone; audited, never a secret", async () => {
    const person = await enrolledPerson(app);
    const log = auditLog(app);
    const mark = await log.mark();
    const admin = graphqlAs(app, 'admin');
    const accountId = String((await app.repositories.accounts.findByEmail(person.email))!.id);
    const listed = await admin<{ accounts: { items: { email: string; twoStepEnabled: boolean }[] } }>('query($q: String) { accounts(q: $q) { items { email twoStepEnabled } } }', { q: person.email });
    expect(listed.data?.accounts.items).toEqual([{ email: person.email, twoStepEnabled: true }]);

    expect((await graphqlAs(app, 'client')(RESET, { id: accountId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin(RESET, { id: '999999' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const reset = await admin(RESET, { id: accountId });
    expect(reset.errors).toBeUndefined();
    expect(reset.data).toEqual({ resetTwoStep: { id: accountId, email: person.email, twoStepEnabled: false } });
    expect(await readStatus(app, person.tokens.accessToken)).toBe(401);
    expect((await refresh(app, person.tokens.refreshToken)).statusCode).toBe(401);
    expect((await admin(RESET, { id: accountId })).errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const again = await restLogin(app, { email: person.email, password: PASSWORD }, freshAddress());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().userData).toMatchObject({ twoStepEnabled: false });

    const events = await log.since(mark, 'subject=Account');
    expect(events.filter((e) => e.recordId === accountId).map((e) => e.action)).toEqual(['two_step_reset', 'sign_in']);
    expect(events.find((e) => e.action === 'two_step_reset')).toMatchObject({ actor: { id: 1 }, changes: [] });
    const all = JSON.stringify(await log.since(0));
    expect(all).not.toContain(person.secret);
    for (const code of person.recoveryCodes) expect(all).not.toContain(code);
    expect(all).toContain('two_step_enabled');
  });

  it('nobody resets their own two-step sign-in', async () => {
    const person = await enrolledPerson(app);
    const id = String((await app.repositories.accounts.findByEmail(person.email))!.id);
    expect(errorOf(await gqlWith(app, person.tokens.accessToken, RESET, { id }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe.each(STORE_NAMES)('TWO_STEP_REQUIRED_ROLES on the %s store', (name) => {
  const app = useApp({ config: { ...appStoreConfig(name), twoStepRequiredRoles: ['manager'] }, clock: () => now });
  const TASKS = 'query { tasks { total } }';

  it("narrows a manager's session to `read Auth` and enrolling, on both faces, until it enrols; then it is whole", async () => {
    const signedIn = await restLogin(app, DEMO.manager, freshAddress());
    expect(signedIn.statusCode).toBe(200);
    const { accessToken, userData } = signedIn.json() as { accessToken: string; userData: Record<string, unknown> };
    expect(userData).toMatchObject({ role: 'manager', twoStepEnabled: false, twoStepEnrollmentRequired: true, ability: [{ action: 'read', subject: 'Auth' }] });

    expect((await app.inject({ method: 'GET', url: '/apps/todo/tasks', headers: bearer(accessToken) })).statusCode).toBe(403);
    expect(errorOf(await gqlWith(app, accessToken, TASKS)).code).toBe('FORBIDDEN');
    expect(await readStatus(app, accessToken)).toBe(200);
    expect((await gqlWith(app, accessToken, STATUS)).data).toMatchObject({
      twoStepStatus: { enabled: false, required: true },
      me: { twoStepEnrollmentRequired: true, ability: [{ action: 'read', subject: 'Auth' }] },
    });

    const { secret } = (await gqlWith(app, accessToken, BEGIN)).data!.beginTwoStepEnrollment as { secret: string };
    const confirmed = await gqlWith(app, accessToken, CONFIRM, { code: await codeOf(secret) });
    expect(confirmed.errors).toBeUndefined();
    nextStep();
    // The same token, at its next request: everything the manager's role allows.
    expect((await app.inject({ method: 'GET', url: '/apps/todo/tasks', headers: bearer(accessToken) })).statusCode).toBe(200);
    expect((await gqlWith(app, accessToken, TASKS)).errors).toBeUndefined();
    expect((await gqlWith(app, accessToken, STATUS)).data).toMatchObject({ me: { twoStepEnabled: true, twoStepEnrollmentRequired: false } });
    // A required role cannot turn it off.
    expect(errorOf(await gqlWith(app, accessToken, DISABLE, { password: DEMO.manager.password, code: await codeOf(secret) })).code).toBe('FORBIDDEN');

    // Reset by an administrator: signed out, and the next sign-in (the password alone) must enrol again.
    const managerId = String((await app.repositories.accounts.findByEmail(DEMO.manager.email))!.id);
    expect((await graphqlAs(app, 'admin')(RESET, { id: managerId })).errors).toBeUndefined();
    expect(await readStatus(app, accessToken)).toBe(401);
    const next = await restLogin(app, DEMO.manager, freshAddress());
    expect(next.json().userData).toMatchObject({ twoStepEnrollmentRequired: true });
    expect((await app.inject({ method: 'GET', url: '/apps/todo/tasks', headers: bearer(next.json().accessToken) })).statusCode).toBe(403);
  });

  it('leaves the other roles whole', async () => {
    const signedIn = await restLogin(app, DEMO.user, freshAddress());
    expect(signedIn.json().userData).toMatchObject({ twoStepEnrollmentRequired: false });
    expect((await app.inject({ method: 'GET', url: '/apps/todo/tasks', headers: bearer(signedIn.json().accessToken) })).statusCode).toBe(200);
  });
});

describe('the two-step settings', () => {
  const jwt = { JWT_SECRET: 'x'.repeat(32), JWT_REFRESH_SECRET: 'y'.repeat(32) };

  it('TWO_STEP_ENCRYPTION_KEY: required with DATABASE_URL as the JWT secrets are; random per start and warned otherwise; 32+ characters', () => {
    expect(() => configFromEnv({ ...jwt, DATABASE_URL: 'postgres://db/aurora' })).toThrow(/TWO_STEP_ENCRYPTION_KEY must be set too/);
    expect(configFromEnv({ ...jwt, DATABASE_URL: 'postgres://db/aurora', TWO_STEP_ENCRYPTION_KEY: 'k'.repeat(32) }).config.twoStepEncryptionKey).toBe('k'.repeat(32));
    const { config, warnings } = configFromEnv(jwt);
    expect(config.twoStepEncryptionKey.length).toBeGreaterThanOrEqual(32);
    expect(warnings.map((w) => w.message)).toContain('TWO_STEP_ENCRYPTION_KEY is not set: using a random secret, two-step sign-in set up now will not survive a restart');
    expect(() => configFromEnv({ ...jwt, TWO_STEP_ENCRYPTION_KEY: 'short' })).toThrow(/TWO_STEP_ENCRYPTION_KEY must be at least 32 characters/);
  });

  it('TWO_STEP_REQUIRED_ROLES: account roles separated by commas, none by default; an unknown one is refused', () => {
    expect(configFromEnv(jwt).config.twoStepRequiredRoles).toEqual([]);
    expect(configFromEnv({ ...jwt, TWO_STEP_REQUIRED_ROLES: ' admin, administrator,restricted_user,admin' }).config.twoStepRequiredRoles).toEqual(['admin', 'administrator', 'restricted-user']);
    expect(() => configFromEnv({ ...jwt, TWO_STEP_REQUIRED_ROLES: 'admin,owner' })).toThrow(/TWO_STEP_REQUIRED_ROLES must list roles of admin, client, .*got "owner"/);
  });

  it('seals a secret for one account under one key: another account or another key cannot open it', () => {
    const box = new SecretBox('k'.repeat(32));
    const sealed = box.seal(7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal(7, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(8, sealed)).toThrow();
    expect(() => new SecretBox('j'.repeat(32)).open(7, sealed)).toThrow();
    expect(box.recoveryHash(7, 'abcde12345')).not.toBe(box.recoveryHash(8, 'abcde12345'));
  });
});
