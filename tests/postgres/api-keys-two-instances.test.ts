import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { byKey, byToken, gql, makeKey, REVOKE } from '../api-keys/support.js';
import { newPerson } from '../sessions/support.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * API keys on two instances sharing one database: a key made on one works on the other at once, and revoked on one
 * it is refused on the other within a second, though the other had found it in its own index and reads no database
 * per request (the revocation travels as a live event over LISTEN/NOTIFY).
 */
const schema = uniqueSchema();
const config = {
  databaseUrl: DATABASE_URL,
  databaseSchema: schema,
  accessSecret: randomBytes(32).toString('hex'),
  refreshSecret: randomBytes(32).toString('hex'),
  twoStepEncryptionKey: randomBytes(32).toString('hex'),
};

/** Polls `read` until it gives `expected`, for at most `ms`. */
async function within<T>(ms: number, read: () => Promise<T>, expected: T): Promise<void> {
  const start = Date.now();
  for (;;) {
    if ((await read()) === expected) return;
    if (Date.now() - start > ms) throw new Error(`not ${String(expected)} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('API keys on two instances of one database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await build({ config });
    b = await build({ config });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await dropSchema(schema);
  });

  const read = (app: FastifyInstance, secret: string) => app.inject({ method: 'GET', url: '/apps/invoice/invoices', headers: byKey(secret) }).then((res) => res.statusCode);

  it('a key made on one works on the other; revoked on one, the other refuses it within a second', async () => {
    const { tokens } = await newPerson(a);
    const key = await makeKey(a, tokens.accessToken, 'Across', 'READ');
    expect(await read(b, key.secret)).toBe(200);
    expect(await read(a, key.secret)).toBe(200);
    const revoked = await gql(a, byToken(tokens.accessToken), REVOKE, { id: key.id });
    expect(revoked.errors).toBeUndefined();
    expect(await read(a, key.secret)).toBe(401);
    await within(1000, () => read(b, key.secret), 401);
    expect((await gql(b, byKey(key.secret), 'query { me { email } }')).status).toBe(401);
  });

  it('a use on either instance is noted for the owner’s list', async () => {
    const { tokens } = await newPerson(a);
    const key = await makeKey(a, tokens.accessToken, 'Noted', 'READ');
    expect(await read(b, key.secret)).toBe(200);
    await b.apiKeyUsage.flush();
    const listed = await gql(a, byToken(tokens.accessToken), 'query { apiKeys { lastUsedAt } }');
    expect(listed.data).toMatchObject({ apiKeys: [{ lastUsedAt: expect.any(String) }] });
  });
});
