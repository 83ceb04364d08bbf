import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_ROLES, isAccountRole, type AccountRole } from './access/roles.js';
import type { TrustedDocumentsMode } from './graphql/trusted-documents.js';
import { persistedDocumentsPath } from './common/paths.js';
import { DEFAULT_THROTTLE, type ThrottleSettings } from './auth/sign-in-throttle.js';
import type { MailSettings } from './mail/transport.js';

/** Live updates over WebSocket (docs/live-updates.md). */
export interface LiveConfig {
  /** Subscriptions one socket may hold at once; one more is refused with an error, the socket stays. */
  maxSubscriptionsPerSocket: number;
  /** Largest WebSocket message accepted; a larger one closes the socket with 1009. */
  maxMessageBytes: number;
  /** A socket holding no subscription this long is closed (1000 "Idle timeout"). */
  idleTimeoutMs: number;
  /** Time to send `connection_init` after connecting (graphql-ws closes with 4408). */
  connectionInitTimeoutMs: number;
  /** Interval of WebSocket pings; a socket that misses the pong is dropped. */
  keepAliveMs: number;
  /** A connected person with no activity this long shows as away. */
  awayAfterMs: number;
  /** How often upcoming calendar events are checked for "starts within 15 minutes". */
  reminderIntervalMs: number;
}

export const DEFAULT_LIVE_CONFIG: LiveConfig = {
  maxSubscriptionsPerSocket: 50,
  maxMessageBytes: 65_536,
  idleTimeoutMs: 60_000,
  connectionInitTimeoutMs: 3_000,
  keepAliveMs: 12_000,
  awayAfterMs: 300_000,
  reminderIntervalMs: 30_000,
};

/** Letters: 8 tries over about two hours (30 s doubled each time), workers looking every 5 s. */
export const DEFAULT_MAIL: Omit<MailSettings, 'outboxDir'> = {
  from: 'Aurora CRM <no-reply@localhost>',
  maxTries: 8,
  retryBaseMs: 30_000,
  pollMs: 5_000,
};
const DEFAULT_MAIL_OUTBOX_DIR = 'var/outbox';
const DEFAULT_PASSWORD_RESET_TTL_S = 1800;

const DEFAULT_DATABASE_CONNECT_TIMEOUT_S = 30;
const DEFAULT_SHUTDOWN_GRACE_S = 10;
const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';

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
  /** Failed sign-ins allowed per account and address, and per address, within a window (docs/security.md). */
  signInThrottle: ThrottleSettings;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies' X-Forwarded-For names the client. Behind a load
   * balancer the sign-in throttle and the session list need the client's address, not the balancer's.
   */
  trustProxy: boolean | string;
  /** Whether POST /jwt/register accepts new accounts. */
  registrationEnabled: boolean;
  /** Role given to newly registered accounts; the spec's demo rule is `admin` (manage all); any account role. */
  registrationRole: AccountRole;
  /**
   * The key two-step sign-in's secrets are sealed with (TWO_STEP_ENCRYPTION_KEY, 32+ characters; AES-256-GCM and
   * the recovery codes' HMAC keys are derived from it). Lost or changed, every enrolled account must be reset.
   */
  twoStepEncryptionKey: string;
  /** Roles whose accounts must enrol in two-step sign-in at their next sign-in, before anything else (TWO_STEP_REQUIRED_ROLES). */
  twoStepRequiredRoles: AccountRole[];
  /** Requests one API key may make per minute on one instance (API_KEY_RATE_LIMIT); past it 429 with Retry-After. */
  apiKeyRateLimit: number;
  /**
   * The address people open the app at (PUBLIC_URL), for the links the server hands out (invitations); unset,
   * those links are paths the web client completes with its own origin.
   */
  publicUrl?: string;
  /** Where letters go and how they are retried (SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR; docs/mail.md). */
  mail: MailSettings;
  /**
   * A registered account whose address is not verified may do nothing but verify it (REGISTRATION_REQUIRE_VERIFIED_EMAIL);
   * off by default: the spec's demo rule registers and signs in at once.
   */
  requireVerifiedEmail: boolean;
  /** How long a password reset link holds (PASSWORD_RESET_TTL_S, default 1800). */
  passwordResetTtlSeconds: number;
  /** The log level (LOG_LEVEL): `silent` turns the logger off, as tests do. */
  logLevel: LogLevel;
  /** Who may read GET /metrics (docs/operations.md, "Metrics"): anyone (METRICS_PUBLIC), a scraper with the token (METRICS_TOKEN), or nobody (404). */
  metrics: MetricsAccess;
  /**
   * OpenTelemetry traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT is set): `npm start` loads the SDK before the app,
   * which reads its other OTEL_* settings itself. Unset, nothing of it is loaded.
   */
  tracing: boolean;
  /** Serve the built web client from `dist/web` when it exists. */
  serveWeb: boolean;
  /** Another build to serve (`WEB_DIST_DIR` otherwise): the web-vitals bench compares two builds side by side. */
  webRoot?: string;
  /** GraphQL executor: graphql-jit compiled queries, or graphql-js `execute` (kept for the benchmark). */
  graphqlExecutor: 'jit' | 'default';
  /** `also`: trusted documents by hash and any document as text (GraphiQL, API users); `only`: trusted documents only. */
  trustedDocuments: TrustedDocumentsMode;
  /** The persisted-documents manifest (hash → text) of the web client, written by `npm run codegen`. */
  persistedDocumentsPath: string;
  /** Grow every listable domain's seed to this many rows (load and scale tests); unset: the spec's seed. */
  seedRows?: number;
  /** PostgreSQL connection string (DATABASE_URL); unset: the seeded in-memory store. */
  databaseUrl?: string;
  /** A schema of the database to keep the tables in (DATABASE_SCHEMA); unset: the role's default (public). */
  databaseSchema?: string;
  /**
   * Compress API answers above 1 KiB for clients that accept it. Kept answers are compressed once, not per
   * request (server/http/answer-cache.ts); bench/README.md shows what it costs.
   */
  compressApi: boolean;
  /**
   * How long (ms) a read's answer is kept per caller until a write (server/http/answer-cache.ts); 0 keeps none.
   * Default 1000 on the memory store, 0 on PostgreSQL, where another instance's writes would go unseen.
   */
  answerCacheMs: number;
  /**
   * How long a start waits for a database that is not up yet (DATABASE_CONNECT_TIMEOUT_S), retrying with backoff;
   * 0 tries once. A database that refuses (wrong credentials, no such database) fails the start at once.
   */
  databaseConnectTimeoutMs: number;
  /**
   * How long a stop (SIGTERM, SIGINT) may take (SHUTDOWN_GRACE_S): in-flight requests finish, WebSockets are told
   * 1001, the database pool closes; whatever still holds on then is cut, logged, and the process exits.
   */
  shutdownGraceMs: number;
  /** Where `npm start` listens (PORT, HOST); tests listen where they choose. */
  port: number;
  host: string;
  /** Days the audit log keeps its events (AUDIT_RETENTION_DAYS, default 365); older ones are pruned. */
  auditRetentionDays: number;
  /** The NOTIFY channel of live events between instances (default: `aurora_live_events`, with the schema's name after it when one is set); tests use their own. */
  eventChannel?: string;
  live: LiveConfig;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface MetricsAccess {
  /** GET /metrics answers anyone (a port only the scraper reaches). */
  public: boolean;
  /** GET /metrics answers `Authorization: Bearer <token>`; others get 401. */
  token?: string;
}

/** What `buildApp` accepts: any subset, live limits field by field. */
export type ConfigOverrides = Omit<Partial<AppConfig>, 'live' | 'mail'> & { live?: Partial<LiveConfig>; mail?: Partial<MailSettings> };

export interface ConfigWarning {
  message: string;
}

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** Answers are kept on the memory store only, unless chosen (ANSWER_CACHE_MS). */
export function defaultAnswerCacheMs(databaseUrl: string | undefined): number {
  return databaseUrl ? 0 : 1000;
}

/** `on` or `off` from the environment. */
function onOff(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`${name} must be "on" or "off", got "${value}"`);
}

/** `true` or `false` from the environment. */
function trueFalse(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be "true" or "false", got "${value}"`);
}

/** A whole number ≥ 0 from the environment. */
function nonNegativeInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return parsed;
}

/** A positive whole number (seconds, bytes, a count) from the environment. */
/** Requests per minute per API key: ten a second, more than a script polling needs and less than a runaway loop sends. */
export const DEFAULT_API_KEY_RATE_LIMIT = 600;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  }
  return parsed;
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `true` every proxy; or the proxies' addresses/CIDRs separated by commas. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^[0-9a-fA-F.:/,\s]+$/.test(value)) throw new Error(`TRUST_PROXY must be true, false or proxy addresses separated by commas, got "${value}"`);
  return value;
}

/** A TCP port from the environment. */
function port(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name} must be a port number from 0 to 65535, got "${value}"`);
  return parsed;
}

function count(name: string, value: string, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return parsed;
}

function secret(value: string | undefined, name: string, warnings: ConfigWarning[], lost = 'tokens will not survive a restart'): string {
  if (value && value.length >= 32) return value;
  if (value) throw new Error(`${name} must be at least 32 characters long`);
  // A random secret keeps a fresh clone runnable without setup, and never guessable.
  warnings.push({ message: `${name} is not set: using a random secret, ${lost}` });
  return randomBytes(48).toString('base64url');
}

/** TWO_STEP_REQUIRED_ROLES: account roles separated by commas (GraphQL's `restricted_user` spelling too); unset: none. */
function requiredRoles(value: string | undefined): AccountRole[] {
  const roles = (value ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role !== '')
    .map((role) => (role === 'restricted_user' ? 'restricted-user' : role));
  const unknown = roles.filter((role) => !isAccountRole(role));
  if (unknown.length > 0) throw new Error(`TWO_STEP_REQUIRED_ROLES must list roles of ${ACCOUNT_ROLES.join(', ')}, got "${unknown.join('", "')}"`);
  return [...new Set(roles as AccountRole[])];
}

/** The database settings, which `npm run db:migrate` and `db:seed` read too (they need no JWT secrets). */
export function databaseSettingsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseConnectTimeoutMs: nonNegativeInteger('DATABASE_CONNECT_TIMEOUT_S', env.DATABASE_CONNECT_TIMEOUT_S, DEFAULT_DATABASE_CONNECT_TIMEOUT_S) * 1000,
    seedRows: env.SEED_ROWS ? count('SEED_ROWS', env.SEED_ROWS, 1_000_000) : undefined,
  } satisfies Partial<AppConfig>;
}

function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

/** METRICS_PUBLIC and METRICS_TOKEN: one or the other, or neither (no /metrics). */
function metricsAccess(env: NodeJS.ProcessEnv): MetricsAccess {
  const open = env.METRICS_PUBLIC || 'false';
  if (open !== 'true' && open !== 'false') throw new Error(`METRICS_PUBLIC must be "true" or "false", got "${open}"`);
  const token = env.METRICS_TOKEN || undefined;
  if (open === 'true' && token) throw new Error('METRICS_PUBLIC=true answers anyone: leave METRICS_TOKEN unset, or set METRICS_PUBLIC=false');
  if (token !== undefined && token.length < 32) throw new Error('METRICS_TOKEN must be at least 32 characters long');
  return { public: open === 'true', ...(token && { token }) };
}

/** An http(s) origin with an optional path, without a trailing slash; unset or empty: undefined. */
function publicUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** SMTP_URL: an smtp:// or smtps:// URL; unset or empty: letters go to files. */
function smtpUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // The URL may hold a password: never repeated in the message.
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return value;
}

/** MAIL_FROM: one line (a header), with an address in it. */
function mailFromOf(value: string | undefined): string {
  if (!value) return DEFAULT_MAIL.from;
  if (/[\r\n]/.test(value) || !/\S+@\S+/.test(value)) throw new Error(`MAIL_FROM must be an address on one line ("Aurora CRM <crm@example.ru>"), got "${value}"`);
  return value;
}

/** Reads the configuration from environment variables (docs/configuration.md). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): { config: AppConfig; warnings: ConfigWarning[] } {
  const warnings: ConfigWarning[] = [];
  const role = env.REGISTRATION_ROLE || 'admin';
  if (!isAccountRole(role)) throw new Error(`REGISTRATION_ROLE must be one of ${ACCOUNT_ROLES.join(', ')}, got "${role}"`);
  const publicUrl = publicUrlOf(env.PUBLIC_URL);
  const trusted = env.GRAPHQL_TRUSTED_DOCUMENTS ?? 'also';
  if (trusted !== 'only' && trusted !== 'also') {
    throw new Error(`GRAPHQL_TRUSTED_DOCUMENTS must be "only" or "also", got "${trusted}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && (!env.JWT_SECRET || !env.JWT_REFRESH_SECRET)) {
    // Random per-process secrets would split sessions: a token signed by one instance refused by the next.
    throw new Error('DATABASE_URL is set: JWT_SECRET and JWT_REFRESH_SECRET must be set too, the same on every instance');
  }
  if (databaseUrl && !env.TWO_STEP_ENCRYPTION_KEY) {
    // A random key would seal secrets the next start (or another instance) cannot open: nobody enrolled could sign in.
    throw new Error('DATABASE_URL is set: TWO_STEP_ENCRYPTION_KEY must be set too, the same on every instance and kept across restarts');
  }
  const config: AppConfig = {
    accessSecret: secret(env.JWT_SECRET, 'JWT_SECRET', warnings),
    refreshSecret: secret(env.JWT_REFRESH_SECRET, 'JWT_REFRESH_SECRET', warnings),
    accessTtlSeconds: positiveInteger('JWT_EXPIRES_IN', env.JWT_EXPIRES_IN, 600),
    refreshTtlSeconds: positiveInteger('JWT_REFRESH_EXPIRES_IN', env.JWT_REFRESH_EXPIRES_IN, 600),
    registrationEnabled: env.REGISTRATION_ENABLED !== 'false',
    registrationRole: role,
    twoStepEncryptionKey: secret(env.TWO_STEP_ENCRYPTION_KEY, 'TWO_STEP_ENCRYPTION_KEY', warnings, 'two-step sign-in set up now will not survive a restart'),
    twoStepRequiredRoles: requiredRoles(env.TWO_STEP_REQUIRED_ROLES),
    apiKeyRateLimit: positiveInteger('API_KEY_RATE_LIMIT', env.API_KEY_RATE_LIMIT, DEFAULT_API_KEY_RATE_LIMIT),
    signInThrottle: {
      maxFailures: positiveInteger('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, DEFAULT_THROTTLE.maxFailures),
      maxFailuresPerAddress: positiveInteger('LOGIN_MAX_FAILURES_PER_ADDRESS', env.LOGIN_MAX_FAILURES_PER_ADDRESS, DEFAULT_THROTTLE.maxFailuresPerAddress),
      windowSeconds: positiveInteger('LOGIN_WINDOW_S', env.LOGIN_WINDOW_S, DEFAULT_THROTTLE.windowSeconds),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    ...(publicUrl && { publicUrl }),
    mail: {
      ...DEFAULT_MAIL,
      ...(env.SMTP_URL && { smtpUrl: smtpUrlOf(env.SMTP_URL) }),
      from: mailFromOf(env.MAIL_FROM),
      outboxDir: env.MAIL_OUTBOX_DIR || DEFAULT_MAIL_OUTBOX_DIR,
    },
    passwordResetTtlSeconds: positiveInteger('PASSWORD_RESET_TTL_S', env.PASSWORD_RESET_TTL_S, DEFAULT_PASSWORD_RESET_TTL_S),
    requireVerifiedEmail: trueFalse('REGISTRATION_REQUIRE_VERIFIED_EMAIL', env.REGISTRATION_REQUIRE_VERIFIED_EMAIL, false),
    logLevel: logLevel(env.LOG_LEVEL),
    metrics: metricsAccess(env),
    tracing: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT),
    serveWeb: true,
    graphqlExecutor: 'jit',
    trustedDocuments: trusted,
    persistedDocumentsPath: env.GRAPHQL_PERSISTED_DOCUMENTS || persistedDocumentsPath,
    compressApi: onOff('API_COMPRESSION', env.API_COMPRESSION, true),
    answerCacheMs: nonNegativeInteger('ANSWER_CACHE_MS', env.ANSWER_CACHE_MS, defaultAnswerCacheMs(databaseUrl)),
    auditRetentionDays: positiveInteger('AUDIT_RETENTION_DAYS', env.AUDIT_RETENTION_DAYS, DEFAULT_AUDIT_RETENTION_DAYS),
    ...databaseSettingsFromEnv(env),
    shutdownGraceMs: positiveInteger('SHUTDOWN_GRACE_S', env.SHUTDOWN_GRACE_S, DEFAULT_SHUTDOWN_GRACE_S) * 1000,
    port: port('PORT', env.PORT, DEFAULT_PORT),
    host: env.HOST || DEFAULT_HOST,
    live: {
      ...DEFAULT_LIVE_CONFIG,
      maxSubscriptionsPerSocket: positiveInteger('LIVE_MAX_SUBSCRIPTIONS', env.LIVE_MAX_SUBSCRIPTIONS, DEFAULT_LIVE_CONFIG.maxSubscriptionsPerSocket),
      maxMessageBytes: positiveInteger('LIVE_MAX_MESSAGE_BYTES', env.LIVE_MAX_MESSAGE_BYTES, DEFAULT_LIVE_CONFIG.maxMessageBytes),
      idleTimeoutMs: positiveInteger('LIVE_IDLE_TIMEOUT', env.LIVE_IDLE_TIMEOUT, DEFAULT_LIVE_CONFIG.idleTimeoutMs / 1000) * 1000,
      awayAfterMs: positiveInteger('PRESENCE_AWAY_AFTER', env.PRESENCE_AWAY_AFTER, DEFAULT_LIVE_CONFIG.awayAfterMs / 1000) * 1000,
    },
  };
  return { config, warnings };
}

/** Defaults for tests and embedding: random secrets, no logger, no warnings. */
export function defaultConfig(overrides: ConfigOverrides = {}): AppConfig {
  return {
    accessSecret: randomBytes(48).toString('base64url'),
    refreshSecret: randomBytes(48).toString('base64url'),
    accessTtlSeconds: 600,
    refreshTtlSeconds: 600,
    registrationEnabled: true,
    registrationRole: 'admin',
    twoStepEncryptionKey: randomBytes(48).toString('base64url'),
    twoStepRequiredRoles: [],
    apiKeyRateLimit: DEFAULT_API_KEY_RATE_LIMIT,
    signInThrottle: DEFAULT_THROTTLE,
    trustProxy: false,
    logLevel: 'silent',
    metrics: { public: false },
    tracing: false,
    serveWeb: false,
    graphqlExecutor: 'jit',
    trustedDocuments: 'also',
    persistedDocumentsPath,
    compressApi: true,
    answerCacheMs: defaultAnswerCacheMs(overrides.databaseUrl),
    databaseConnectTimeoutMs: DEFAULT_DATABASE_CONNECT_TIMEOUT_S * 1000,
    shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_S * 1000,
    port: DEFAULT_PORT,
    host: DEFAULT_HOST,
    auditRetentionDays: DEFAULT_AUDIT_RETENTION_DAYS,
    passwordResetTtlSeconds: DEFAULT_PASSWORD_RESET_TTL_S,
    requireVerifiedEmail: false,
    ...overrides,
    live: { ...DEFAULT_LIVE_CONFIG, ...overrides.live },
    // Tests and embedders write letters to a folder of the machine's temporary files, never into the checkout.
    mail: { ...DEFAULT_MAIL, outboxDir: join(tmpdir(), 'aurora-outbox'), ...overrides.mail },
  };
}
