import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';
import { ConflictError, InvalidFieldError } from '../../server/common/errors.js';
import { hashSecret, isKeyShaped, newKeyRecord, newSecret } from '../../server/api-keys/rules.js';
import { STORE_NAMES, useStore } from '../stores/support.js';
import { configFromEnv, DEFAULT_API_KEY_RATE_LIMIT } from '../../server/config.js';

const T0 = new Date('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const CLIENT_ACCOUNT_ID = 2;

describe('an API key secret', () => {
  it('is ak_ and 43 base62 characters, different each time; its hash is what is kept', () => {
    const secrets = Array.from({ length: 50 }, newSecret);
    for (const secret of secrets) expect(isKeyShaped(secret)).toBe(true);
    expect(new Set(secrets).size).toBe(50);
    const key = newKeyRecord(DEMO_ADMIN_ACCOUNT_ID, { name: ' Reports ', access: 'READ', expiresAt: null }, secrets[0], T0);
    expect(key).toMatchObject({ name: 'Reports', secretHash: hashSecret(secrets[0]), last4: secrets[0].slice(-4), createdAt: T0.toISOString(), revokedAt: null });
    expect(JSON.stringify(key)).not.toContain(secrets[0]);
  });

  it('refuses a name of no or too many characters, and an expiry not in the future or too far, naming the field', () => {
    const make = (input: Partial<Parameters<typeof newKeyRecord>[1]>) => () =>
      newKeyRecord(DEMO_ADMIN_ACCOUNT_ID, { name: 'Reports', access: 'READ', expiresAt: null, ...input }, newSecret(), T0);
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidFieldError);
        return (error as InvalidFieldError).field;
      }
      return null;
    };
    expect(field(make({ name: '   ' }))).toBe('input.name');
    expect(field(make({ name: 'x'.repeat(81) }))).toBe('input.name');
    expect(field(make({ expiresAt: T0 }))).toBe('input.expiresAt');
    expect(field(make({ expiresAt: at(5 * 366 * 86_400_000) }))).toBe('input.expiresAt');
    expect(field(make({ expiresAt: at(60_000) }))).toBeNull();
  });
});

describe('API_KEY_RATE_LIMIT', () => {
  it('is 600 a minute unless set; a positive integer, or the server does not start', () => {
    expect(configFromEnv({}).config.apiKeyRateLimit).toBe(DEFAULT_API_KEY_RATE_LIMIT);
    expect(DEFAULT_API_KEY_RATE_LIMIT).toBe(600);
    expect(configFromEnv({ API_KEY_RATE_LIMIT: '120' }).config.apiKeyRateLimit).toBe(120);
    for (const value of ['0', '-5', '1.5', 'lots']) expect(() => configFromEnv({ API_KEY_RATE_LIMIT: value })).toThrow(/API_KEY_RATE_LIMIT/);
  });
});

/** The repository's contract: both stores keep, list, revoke and note uses alike. */
describe.each(STORE_NAMES)('API keys on the %s store', (name) => {
  const store = useStore(name);
  const keys = () => store().stores.apiKeys;
  const made = (accountId: number, keyName: string, now = T0) => keys().create(newKeyRecord(accountId, { name: keyName, access: 'WRITE', expiresAt: at(86_400_000) }, newSecret(), now));

  it('keeps a key as made and lists an account’s own, newest first', async () => {
    const first = await made(DEMO_ADMIN_ACCOUNT_ID, 'First');
    const second = await made(DEMO_ADMIN_ACCOUNT_ID, 'Second', at(1000));
    const other = await made(CLIENT_ACCOUNT_ID, 'Other');
    expect(await keys().find(first.id)).toEqual(first);
    expect((await keys().listOf(DEMO_ADMIN_ACCOUNT_ID)).map((key) => key.name)).toEqual(['Second', 'First']);
    expect(await keys().listOf(CLIENT_ACCOUNT_ID)).toEqual([other]);
    expect((await keys().unrevoked()).map((key) => key.id).sort()).toEqual([first.id, second.id, other.id].sort());
    expect(await keys().find('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('revokes once: the time stays the first, a second revoke is a conflict, an unknown id is undefined', async () => {
    const key = await made(DEMO_ADMIN_ACCOUNT_ID, 'Revoked');
    const revoked = await keys().revoke(key.id, at(5000));
    expect(revoked).toEqual({ ...key, revokedAt: at(5000).toISOString() });
    await expect(keys().revoke(key.id, at(9000))).rejects.toBeInstanceOf(ConflictError);
    expect((await keys().find(key.id))?.revokedAt).toBe(at(5000).toISOString());
    expect((await keys().unrevoked()).some((k) => k.id === key.id)).toBe(false);
    expect(await keys().revoke('00000000-0000-4000-8000-000000000000', T0)).toBeUndefined();
  });

  it('notes the latest use of each key in one write; an older use changes nothing', async () => {
    const a = await made(DEMO_ADMIN_ACCOUNT_ID, 'A');
    const b = await made(DEMO_ADMIN_ACCOUNT_ID, 'B');
    await keys().recordUses([
      { id: a.id, at: at(2000).toISOString(), from: '203.0.113.1' },
      { id: b.id, at: at(3000).toISOString(), from: '203.0.113.2' },
    ]);
    await keys().recordUses([{ id: a.id, at: at(1000).toISOString(), from: '203.0.113.9' }]);
    await keys().recordUses([]);
    expect(await keys().find(a.id)).toMatchObject({ lastUsedAt: at(2000).toISOString(), lastUsedFrom: '203.0.113.1' });
    expect(await keys().find(b.id)).toMatchObject({ lastUsedAt: at(3000).toISOString(), lastUsedFrom: '203.0.113.2' });
  });
});
