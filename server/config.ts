import { randomBytes } from 'node:crypto';
import type { TrustedDocumentsMode } from './graphql/trusted-documents.js';
import { persistedDocumentsPath } from './paths.js';

/** Everything the server can be told from outside; `buildApp` takes a partial override for tests. */
export interface AppConfig {
  /** Access-token secret (HS256). */
  accessSecret: string;
  /** Refresh-token secret (HS256), distinct so an access token can never pass as a refresh token. */
  refreshSecret: string;
  /** Access-token lifetime in seconds (spec section 9: 10 minutes). */
  accessTtlSeconds: number;
  /** Refresh-token lifetime in seconds (spec section 9: 10 minutes). */
  refreshTtlSeconds: number;
  /** Whether POST /jwt/register accepts new accounts. */
  registrationEnabled: boolean;
  /** Role given to newly registered accounts; the spec's demo rule is `admin` (manage all). */
  registrationRole: 'admin' | 'client';
  /** Fastify logger on/off (tests turn it off). */
  logger: boolean;
  /** Serve the built web client from `dist/web` when it exists. */
  serveWeb: boolean;
  /** GraphQL executor: graphql-jit compiled queries, or graphql-js `execute` (kept for the benchmark). */
  graphqlExecutor: 'jit' | 'default';
  /** `also`: trusted documents by hash and any document as text (GraphiQL, API users); `only`: trusted documents only. */
  trustedDocuments: TrustedDocumentsMode;
  /** The persisted-documents manifest (hash → text) of the web client, written by `npm run codegen`. */
  persistedDocumentsPath: string;
  /** Grow every listable domain's seed to this many rows (load and scale tests); unset: the spec's seed. */
  seedRows?: number;
  /** Compress API answers above 1 KiB for clients that accept it (see bench/README.md for the cost). */
  compressApi: boolean;
}

export interface ConfigWarning {
  message: string;
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive whole number of seconds, got "${value}"`);
  }
  return parsed;
}

function count(name: string, value: string, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return parsed;
}

function secret(value: string | undefined, name: string, warnings: ConfigWarning[]): string {
  if (value && value.length >= 32) return value;
  if (value) throw new Error(`${name} must be at least 32 characters long`);
  // A random secret keeps a fresh clone runnable without setup, and never guessable.
  warnings.push({ message: `${name} is not set: using a random secret, tokens will not survive a restart` });
  return randomBytes(48).toString('base64url');
}

/** Reads the configuration from environment variables (see README, "Configuration"). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): { config: AppConfig; warnings: ConfigWarning[] } {
  const warnings: ConfigWarning[] = [];
  const role = env.REGISTRATION_ROLE ?? 'admin';
  if (role !== 'admin' && role !== 'client') {
    throw new Error(`REGISTRATION_ROLE must be "admin" or "client", got "${role}"`);
  }
  const trusted = env.GRAPHQL_TRUSTED_DOCUMENTS ?? 'also';
  if (trusted !== 'only' && trusted !== 'also') {
    throw new Error(`GRAPHQL_TRUSTED_DOCUMENTS must be "only" or "also", got "${trusted}"`);
  }
  const config: AppConfig = {
    accessSecret: secret(env.JWT_SECRET, 'JWT_SECRET', warnings),
    refreshSecret: secret(env.JWT_REFRESH_SECRET, 'JWT_REFRESH_SECRET', warnings),
    accessTtlSeconds: seconds('JWT_EXPIRES_IN', env.JWT_EXPIRES_IN, 600),
    refreshTtlSeconds: seconds('JWT_REFRESH_EXPIRES_IN', env.JWT_REFRESH_EXPIRES_IN, 600),
    registrationEnabled: env.REGISTRATION_ENABLED !== 'false',
    registrationRole: role,
    logger: env.LOG_LEVEL !== 'silent',
    serveWeb: true,
    graphqlExecutor: 'jit',
    trustedDocuments: trusted,
    persistedDocumentsPath: env.GRAPHQL_PERSISTED_DOCUMENTS || persistedDocumentsPath,
    seedRows: env.SEED_ROWS ? count('SEED_ROWS', env.SEED_ROWS, 1_000_000) : undefined,
    compressApi: env.API_COMPRESSION === 'on',
  };
  return { config, warnings };
}

/** Defaults for tests and embedding: random secrets, no logger, no warnings. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    accessSecret: randomBytes(48).toString('base64url'),
    refreshSecret: randomBytes(48).toString('base64url'),
    accessTtlSeconds: 600,
    refreshTtlSeconds: 600,
    registrationEnabled: true,
    registrationRole: 'admin',
    logger: false,
    serveWeb: false,
    graphqlExecutor: 'jit',
    trustedDocuments: 'also',
    persistedDocumentsPath,
    compressApi: false,
    ...overrides,
  };
}
