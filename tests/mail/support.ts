import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema, type StoreName } from '../stores/support.js';
import type { ConfigOverrides } from '../../server/config.js';
import type { Clock } from '../../server/common/clock.js';
import type { LogStream } from '../../server/http/logger.js';
import { startSmtp, type TestSmtp } from './smtp.js';

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

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** What `useMailApp` gives a suite: set up before its tests, closed after them. */
export interface MailAppUnderTest {
  readonly app: FastifyInstance;
  readonly smtp: TestSmtp;
  /** Added to the machine's time in the app's clock: moves it past a link's life or a letter's minute. */
  offsetMs: number;
  gql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLAnswer>;
}

/** A test SMTP server and an app on the store named sending to it, for the tests of the calling `describe`. */
export function useMailApp(store: StoreName): MailAppUnderTest {
  let app: FastifyInstance | undefined;
  let smtp: TestSmtp | undefined;
  let close: (() => Promise<void>) | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useMailApp: used before its beforeAll ran');
    return value;
  };
  const under: MailAppUnderTest = {
    get app() {
      return started(app);
    },
    get smtp() {
      return started(smtp);
    },
    offsetMs: 0,
    gql: async (query, variables = {}, headers = {}) =>
      (await under.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...headers }, payload: { query, variables } })).json() as GraphQLAnswer,
  };
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, close } = await mailApp(store, { mail: { smtpUrl: smtp.url } }, () => new Date(Date.now() + under.offsetMs)));
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });
  return under;
}
