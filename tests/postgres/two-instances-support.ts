import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ConfigOverrides } from '../../server/config.js';
import { build } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
}

/**
 * Two apps in this process on one fresh schema, with the same secrets (as every deployment must), built before the
 * file's tests and closed (the schema dropped) after them. `extra` is read in the hook, after the file's earlier
 * `beforeAll` hooks, so it may use what they started (a test SMTP server).
 */
export function twoInstancesOfOneDatabase(extra: () => ConfigOverrides = () => ({})): TwoInstances {
  const schema = uniqueSchema();
  const apps = {} as TwoInstances;
  beforeAll(async () => {
    const config: ConfigOverrides = {
      databaseUrl: DATABASE_URL,
      databaseSchema: schema,
      accessSecret: randomBytes(32).toString('hex'),
      refreshSecret: randomBytes(32).toString('hex'),
      twoStepEncryptionKey: randomBytes(32).toString('hex'),
      ...extra(),
    };
    apps.a = await build({ config });
    apps.b = await build({ config });
  }, 60_000);
  afterAll(async () => {
    await Promise.all([apps.a?.close(), apps.b?.close()]);
    await dropSchema(schema);
  });
  return apps;
}

/** Polls `read` until it gives `expected`, for at most `ms`: the time it took. */
export async function within<T>(ms: number, read: () => Promise<T>, expected: T): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not ${String(expected)} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
