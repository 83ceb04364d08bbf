import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helper.js';
import { gqlWith, newPerson, PASSWORD } from '../sessions/support.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * Two instances on one database, with the same TWO_STEP_ENCRYPTION_KEY as every deployment must: a secret one sealed
 * the other opens, a challenge one answered the other completes, and a code one accepted the other refuses.
 */
const schema = uniqueSchema();
const config = {
  databaseUrl: DATABASE_URL,
  databaseSchema: schema,
  accessSecret: randomBytes(32).toString('hex'),
  refreshSecret: randomBytes(32).toString('hex'),
  twoStepEncryptionKey: randomBytes(32).toString('hex'),
};
const codeNow = (secret: string) => generate({ secret });

describe('two-step sign-in on two instances of one database', () => {
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

  it('enrolled on one, the challenge of the other completes on the first; a code used on one is refused on the other', async () => {
    const { email, tokens } = await newPerson(a);
    const { secret } = (await gqlWith(a, tokens.accessToken, 'mutation { beginTwoStepEnrollment { secret } }')).data!.beginTwoStepEnrollment as { secret: string };
    // Confirmed on the other instance: it opens the secret the first one sealed.
    const confirmed = await gqlWith(b, tokens.accessToken, 'mutation($code: String!) { confirmTwoStepEnrollment(code: $code) }', { code: await codeNow(secret) });
    expect(confirmed.errors).toBeUndefined();

    const { challenge } = (await b.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: PASSWORD } })).json() as { challenge: string };
    const recovery = (confirmed.data!.confirmTwoStepEnrollment as string[])[0];
    expect((await a.inject({ method: 'POST', url: '/jwt/two-step', payload: { challenge, code: recovery } })).statusCode).toBe(200);
    // The challenge and the recovery code are spent for both.
    expect((await b.inject({ method: 'POST', url: '/jwt/two-step', payload: { challenge, code: recovery } })).statusCode).toBe(400);
    expect((await b.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: PASSWORD, code: recovery } })).statusCode).toBe(400);

    // The enrolling code's step is the last one used on both; the step after it is accepted once, on one of them.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const both = await Promise.all([a, b].map((app) => app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: PASSWORD, code: next } })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });
});
