import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVALID_KEY } from '../../server/api-keys/authenticator.js';
import { hashSecret, newSecret } from '../../server/api-keys/rules.js';
import { tokensFor, useApp } from '../helper.js';
import type { ConfigOverrides } from '../../server/config.js';
import { newPerson, PASSWORD } from '../sessions/support.js';
import { appStoreConfig, STORE_NAMES, type StoreName } from '../stores/support.js';
import { byHeader, byKey, byToken, codeOf, CREATE, gql, LIST, makeKey, REVOKE } from './support.js';

/**
 * API keys through both faces, on both stores: what a READ and a WRITE key may do as their owner, the audit naming
 * the key, revoked, expired and malformed keys refused with one message, the owner's role followed at the next
 * request, what a key may never do, its last use noted, and the permissions that govern keys.
 */
const INVOICES = '/apps/invoice/invoices';
const newUser = () => {
  const tag = randomBytes(4).toString('hex');
  return { fullName: 'Скрипт Ключевой', username: `script.${tag}`, email: `script.${tag}@example.com`, role: 'editor', currentPlan: 'team' };
};
const ADD_USER = 'mutation($email: EmailAddress!, $username: NonEmptyString!) { addUser(input: { fullName: "Ключ Графа", username: $username, email: $email, role: editor, currentPlan: team }) { id } }';

async function rest(app: FastifyInstance, headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers, ...(payload && { payload }), remoteAddress: '203.0.113.7' });
}

async function auditedBy(app: FastifyInstance, header: unknown) {
  expect(header).toBeDefined();
  return app.repositories.audit.get(Number(String(header).split(',')[0]));
}

describe.each(STORE_NAMES)('API keys on the %s store', (name) => {
  const app = useAppFor(name);

  it('answers the secret once (ak_ + 43 base62), lists it by its last four, and keeps only its hash', async () => {
    const { tokens } = await newPerson(app);
    const made = await gql(app, byToken(tokens.accessToken), CREATE, { input: { name: 'Reports', access: 'READ', expiresAt: null } });
    const { secret, apiKey } = made.data!.createApiKey as { secret: string; apiKey: { id: string; last4: string; access: string; revokedAt: null } };
    expect(secret).toMatch(/^ak_[0-9A-Za-z]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Reports', access: 'READ', last4: secret.slice(-4), revokedAt: null, lastUsedAt: null });
    const listed = await gql(app, byToken(tokens.accessToken), LIST);
    expect(listed.data!.apiKeys).toEqual([expect.objectContaining({ id: apiKey.id, last4: secret.slice(-4) })]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const stored = await app.repositories.apiKeys.find(apiKey.id);
    expect(stored?.secretHash).toBe(hashSecret(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it('a READ key reads on both faces (Bearer or X-API-Key), and is refused writing (403 / FORBIDDEN)', async () => {
    const { tokens } = await newPerson(app);
    const key = await makeKey(app, tokens.accessToken, 'Reports', 'READ');
    for (const headers of [byKey(key.secret), byHeader(key.secret)]) {
      expect((await rest(app, headers, 'GET', INVOICES)).statusCode).toBe(200);
      const read = await gql(app, headers, 'query { me { email } accounts(perPage: 1) { total } }');
      expect(codeOf(read)).toBe('FORBIDDEN');
      expect((await gql(app, headers, 'query { me { email } }')).data).toMatchObject({ me: { email: expect.stringContaining('@example.com') } });
      const write = await rest(app, headers, 'POST', '/apps/users/add-user', newUser());
      expect(write.statusCode).toBe(403);
      const user = newUser();
      expect(codeOf(await gql(app, headers, ADD_USER, { email: user.email, username: user.username }))).toBe('FORBIDDEN');
    }
  });

  it('a WRITE key writes as its owner (201), and the audit names the owner and the key on both faces', async () => {
    const person = await newPerson(app);
    const owner = (await app.repositories.accounts.findByEmail(person.email))!;
    const key = await makeKey(app, person.tokens.accessToken, 'Nightly import', 'WRITE');
    const created = await rest(app, byKey(key.secret), 'POST', '/apps/users/add-user', newUser());
    expect(created.statusCode, created.body).toBe(201);
    const restEvent = await auditedBy(app, created.headers['audit-events']);
    expect(restEvent).toMatchObject({ action: 'create', subject: 'User', face: 'rest', actor: { id: owner.id, viaKey: 'Nightly import' } });

    const user = newUser();
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...byHeader(key.secret) },
      payload: { query: ADD_USER, variables: { email: user.email, username: user.username } },
    });
    expect(res.json().errors).toBeUndefined();
    const graphEvent = await auditedBy(app, res.headers['audit-events']);
    expect(graphEvent).toMatchObject({ face: 'graphql', actor: { id: owner.id, viaKey: 'Nightly import' } });
    // The log shows it over GraphQL too; the person's own writes name no key.
    const { accessToken } = await tokensFor(app, 'admin');
    const log = await gql(app, byToken(accessToken), 'query($id: ID!) { auditEvents(actorId: $id, subject: "User", first: 2) { items { actor { fullName viaKey } } } }', { id: String(owner.id) });
    expect(log.errors).toBeUndefined();
    expect(log.data).toMatchObject({ auditEvents: { items: [{ actor: { viaKey: 'Nightly import' } }, { actor: { viaKey: 'Nightly import' } }] } });
    const inPerson = await rest(app, byToken(person.tokens.accessToken), 'POST', '/apps/users/add-user', newUser());
    expect((await auditedBy(app, inPerson.headers['audit-events'])).actor).toMatchObject({ id: owner.id, viaKey: null });
  });

  it('a revoked, an expired, an unknown or a malformed key is 401 with one message on both faces', async () => {
    const { tokens, email } = await newPerson(app);
    const key = await makeKey(app, tokens.accessToken, 'Soon gone', 'WRITE');
    expect((await rest(app, byKey(key.secret), 'GET', INVOICES)).statusCode).toBe(200);
    const revoked = await gql(app, byToken(tokens.accessToken), REVOKE, { id: key.id });
    expect(revoked.data).toMatchObject({ revokeApiKey: { id: key.id, revokedAt: expect.any(String) } });
    expect(codeOf(await gql(app, byToken(tokens.accessToken), REVOKE, { id: key.id }))).toBe('CONFLICT');

    // An expired key, as a store holds it: made a day ago, expired a minute ago.
    const expiredSecret = newSecret();
    const owner = (await app.repositories.accounts.findByEmail(email))!;
    const expired = await app.repositories.apiKeys.create({
      id: randomUUID(),
      accountId: owner.id,
      name: 'Expired',
      access: 'READ',
      secretHash: hashSecret(expiredSecret),
      last4: expiredSecret.slice(-4),
      createdAt: new Date(Date.now() - 86_400_000).toISOString(),
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
      lastUsedAt: null,
      lastUsedFrom: null,
      revokedAt: null,
    });
    app.apiKeyIndex.put(expired);

    const refused = [key.secret, expiredSecret, newSecret(), 'ak_short', `ak_${'!'.repeat(43)}`];
    for (const secret of refused) {
      for (const headers of [byKey(secret), byHeader(secret)]) {
        const res = await rest(app, headers, 'GET', INVOICES);
        expect(res.statusCode, `${secret}: ${res.body}`).toBe(401);
        expect(res.json().message).toBe(INVALID_KEY);
        const answer = await gql(app, headers, 'query { me { email } }');
        expect(answer.status).toBe(401);
      }
    }
    // A header of another shape entirely is no key either.
    expect((await rest(app, { 'x-api-key': 'not a key' }, 'GET', INVOICES)).statusCode).toBe(401);
  });

  it('follows its owner: a role taken down narrows the key at the next request; a deactivated owner makes it 401', async () => {
    const person = await newPerson(app);
    const owner = (await app.repositories.accounts.findByEmail(person.email))!;
    const key = await makeKey(app, person.tokens.accessToken, 'Follows', 'WRITE');
    expect((await rest(app, byKey(key.secret), 'GET', INVOICES)).statusCode).toBe(200);
    expect((await rest(app, byKey(key.secret), 'POST', '/apps/users/add-user', newUser())).statusCode).toBe(201);
    const { accessToken: admin } = await tokensFor(app, 'admin');
    const demoted = await gql(app, byToken(admin), 'mutation($id: ID!) { updateAccountRole(id: $id, role: manager) { role } }', { id: String(owner.id) });
    expect(demoted.errors).toBeUndefined();
    // A manager reads invoices but adds no users: the key follows on its very next request.
    expect((await rest(app, byKey(key.secret), 'POST', '/apps/users/add-user', newUser())).statusCode).toBe(403);
    expect((await rest(app, byKey(key.secret), 'GET', INVOICES)).statusCode).toBe(200);
    await gql(app, byToken(admin), 'mutation($id: ID!) { updateAccountRole(id: $id, role: client) { role } }', { id: String(owner.id) });
    expect((await rest(app, byKey(key.secret), 'GET', INVOICES)).statusCode).toBe(403);
    await gql(app, byToken(admin), 'mutation($id: ID!) { setAccountActive(id: $id, active: false) { active } }', { id: String(owner.id) });
    const gone = await rest(app, byKey(key.secret), 'GET', '/api/bookmarks/data');
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe(INVALID_KEY);
  });

  it('never makes keys, changes a password, two-step sign-in or sessions, or manages accounts, whatever the owner’s role', async () => {
    const { tokens } = await newPerson(app);
    const key = await makeKey(app, tokens.accessToken, 'Everything', 'WRITE');
    const forbidden = [
      [CREATE, { input: { name: 'Another', access: 'WRITE', expiresAt: null } }],
      [LIST, {}],
      [REVOKE, { id: key.id }],
      ['mutation { changePassword(currentPassword: "long-enough-1", newPassword: "an-even-longer-2") { ok } }', {}],
      ['mutation { beginTwoStepEnrollment { secret } }', {}],
      ['mutation { endOtherSessions { endedSessionIds } }', {}],
      ['query { accounts(perPage: 1) { total } }', {}],
      ['mutation { updateAccountRole(id: "2", role: manager) { id } }', {}],
    ] as const;
    for (const [query, variables] of forbidden) {
      const answer = await gql(app, byKey(key.secret), query, variables);
      expect(codeOf(answer), query).toBe('FORBIDDEN');
    }
    const password = await rest(app, byKey(key.secret), 'POST', '/account-setting/password', { currentPassword: PASSWORD, newPassword: 'an-even-longer-2' });
    expect(password.statusCode).toBe(403);
    // Nothing changed: the key still works, and the password is the old one.
    expect((await rest(app, byKey(key.secret), 'GET', INVOICES)).statusCode).toBe(200);
    expect((await gql(app, byToken(tokens.accessToken), LIST)).data!.apiKeys).toHaveLength(1);
  });

  it('notes when and from where a key was last used', async () => {
    const { tokens } = await newPerson(app);
    const key = await makeKey(app, tokens.accessToken, 'Used', 'READ');
    const before = Date.now();
    expect((await rest(app, byHeader(key.secret), 'GET', INVOICES)).statusCode).toBe(200);
    const [listed] = (await gql(app, byToken(tokens.accessToken), LIST)).data!.apiKeys as { lastUsedAt: string; lastUsedFrom: string }[];
    expect(listed.lastUsedFrom).toBe('203.0.113.7');
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const { tokens } = await newPerson(app);
    const cases = [
      [{ name: '', access: 'READ', expiresAt: null }, 'input.name'],
      [{ name: 'x'.repeat(81), access: 'READ', expiresAt: null }, 'input.name'],
      [{ name: 'Past', access: 'READ', expiresAt: '2020-01-01T00:00:00Z' }, 'input.expiresAt'],
    ] as const;
    for (const [input, field] of cases) {
      const answer = await gql(app, byToken(tokens.accessToken), CREATE, { input });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(codeOf(await gql(app, byToken(tokens.accessToken), CREATE, { input: { name: 'x', access: 'ALL', expiresAt: null } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(app, byToken(tokens.accessToken), REVOKE, { id: 'nope' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(app, byToken(tokens.accessToken), REVOKE, { id: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect((await gql(app, byToken(tokens.accessToken), LIST)).data!.apiKeys).toEqual([]);
  });

  it('"Доступ к API" makes one’s own keys, "Управление API-ключами" reaches everyone’s; a manager has neither', async () => {
    const { accessToken: manager } = await tokensFor(app, 'manager');
    expect(codeOf(await gql(app, byToken(manager), CREATE, { input: { name: 'No', access: 'READ', expiresAt: null } }))).toBe('FORBIDDEN');
    const { tokens, email } = await newPerson(app);
    const owner = (await app.repositories.accounts.findByEmail(email))!;
    const key = await makeKey(app, tokens.accessToken, 'Theirs', 'READ');
    expect(codeOf(await gql(app, byToken(manager), LIST, { accountId: String(owner.id) }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(app, byToken(manager), REVOKE, { id: key.id }))).toBe('NOT_FOUND');
    const { accessToken: administrator } = await tokensFor(app, 'administrator');
    const theirs = await gql(app, byToken(administrator), LIST, { accountId: String(owner.id) });
    expect(theirs.data!.apiKeys).toEqual([expect.objectContaining({ id: key.id, name: 'Theirs' })]);
    expect((await gql(app, byToken(administrator), REVOKE, { id: key.id })).data).toMatchObject({ revokeApiKey: { id: key.id } });
    expect((await rest(app, byKey(key.secret), 'GET', INVOICES)).statusCode).toBe(401);
    const me = await gql(app, byToken(administrator), 'query { me { ability { action subject } } }');
    expect(me.data!.me).toMatchObject({ ability: expect.arrayContaining([{ action: 'create', subject: 'ApiKey' }, { action: 'manage', subject: 'ApiKey' }]) });
  });
});

describe('the rate limit of one key', () => {
  const app = useAppFor('memory', { apiKeyRateLimit: 3 });

  it('answers 429 with Retry-After past API_KEY_RATE_LIMIT a minute, on both faces, and counts each key alone', async () => {
    const { tokens } = await newPerson(app);
    const busy = await makeKey(app, tokens.accessToken, 'Busy', 'READ');
    const calm = await makeKey(app, tokens.accessToken, 'Calm', 'READ');
    for (let i = 0; i < 3; i++) expect((await rest(app, byKey(busy.secret), 'GET', INVOICES)).statusCode).toBe(200);
    const refused = await rest(app, byKey(busy.secret), 'GET', INVOICES);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await gql(app, byKey(busy.secret), 'query { me { email } }')).status).toBe(429);
    expect((await rest(app, byKey(calm.secret), 'GET', INVOICES)).statusCode).toBe(200);
  });
});

function useAppFor(name: StoreName, config: ConfigOverrides = {}) {
  return useApp({ config: { ...appStoreConfig(name), ...config } });
}
