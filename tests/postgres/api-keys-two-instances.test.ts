import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { byKey, byToken, gql, makeKey, REVOKE } from '../api-keys/support.js';
import { newPerson } from '../sessions/support.js';
import { twoInstancesOfOneDatabase, within } from './two-instances-support.js';

/**
 * API keys on two instances sharing one database: a key made on one works on the other at once, and revoked on one
 * it is refused on the other within a second, though the other had found it in its own index and reads no database
 * per request (the revocation travels as a live event over LISTEN/NOTIFY).
 */
describe('API keys on two instances of one database', () => {
  const apps = twoInstancesOfOneDatabase();

  const read = (app: FastifyInstance, secret: string) => app.inject({ method: 'GET', url: '/apps/invoice/invoices', headers: byKey(secret) }).then((res) => res.statusCode);

  it('a key made on one works on the other; revoked on one, the other refuses it within a second', async () => {
    const { a, b } = apps;
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
    const { a, b } = apps;
    const { tokens } = await newPerson(a);
    const key = await makeKey(a, tokens.accessToken, 'Noted', 'READ');
    expect(await read(b, key.secret)).toBe(200);
    await b.apiKeyUsage.flush();
    const listed = await gql(a, byToken(tokens.accessToken), 'query { apiKeys { lastUsedAt } }');
    expect(listed.data).toMatchObject({ apiKeys: [{ lastUsedAt: expect.any(String) }] });
  });
});
