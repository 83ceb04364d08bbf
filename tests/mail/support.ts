import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema, type StoreName } from '../stores/support.js';
import type { ConfigOverrides } from '../../server/config.js';
import type { Clock } from '../../server/common/clock.js';
import type { LogStream } from '../../server/http/logger.js';

/** Short waits between tries, frequent polls: a retried letter leaves within a test's patience. */
export const QUICK_QUEUE = { retryBaseMs: 20, pollMs: 50 } as const;

export const PUBLIC_URL = 'https://crm.example.test';

/** An app on the store named, its letters going to `smtpUrl`; on PostgreSQL in a schema of its own, dropped by `close`. */
export async function mailApp(store: StoreName, overrides: ConfigOverrides = {}, clock?: Clock, logStream?: LogStream): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const schema = store === 'postgres' ? uniqueSchema() : undefined;
  const app = await build({
    config: {
      publicUrl: PUBLIC_URL,
      ...(schema && { databaseUrl: DATABASE_URL, databaseSchema: schema, accessSecret: randomBytes(32).toString('hex'), refreshSecret: randomBytes(32).toString('hex') }),
      ...overrides,
      mail: { ...QUICK_QUEUE, ...overrides.mail },
    },
    ...(clock && { clock }),
    ...(logStream && { logStream }),
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (schema) await dropSchema(schema);
    },
  };
}
