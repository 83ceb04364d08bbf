import pRetry from 'p-retry';
import pg from 'pg';

/** Where the waiting is reported: Fastify's logger fits (the CLI passes one over the console). */
export interface RetryLog {
  warn(details: object, message: string): void;
}

export interface WaitOptions {
  /** How long to keep trying a database that is not up yet; 0 tries once. */
  timeoutMs: number;
  log: RetryLog;
  /** The first wait between attempts, doubling up to `maxDelayMs` (tests shorten them). */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * What a database that is not up yet answers: nothing listening, a host not resolvable yet (a container
 * starting), a connection dropped or timed out, or PostgreSQL itself saying it is starting, shutting down, in
 * recovery or out of connection slots. Anything else (wrong password, no such database or role, a bad URL) will
 * not get better by waiting.
 */
const TRANSIENT_SYSTEM_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const TRANSIENT_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08006']);

function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return TRANSIENT_SYSTEM_ERRORS.has(code) || TRANSIENT_SQLSTATES.has(code);
  // node-postgres's own, without a code: the connect timeout below, or the server closing the socket.
  return /^Connection terminated/.test(error.message);
}

/** The database as a log line may name it: host, port and database, never the credentials of the URL. */
export function describeDatabase(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname || 'localhost'}:${port || 5432}${pathname.length > 1 ? pathname : ''}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** One attempt: connect, ask, disconnect, with its own connection (the product's pool is not involved). */
async function probe(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // An error after connecting (the server going away again) would otherwise be thrown at the process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Resolves once the database answers; retries a database that is not up yet with backoff for at most `timeoutMs`
 * (each retry logged), and rejects with one clear line naming the database: at once when waiting cannot help
 * (it refused the login, a bad URL), or when the time is up.
 */
export async function waitForDatabase(url: string, { timeoutMs, log, minDelayMs = 250, maxDelayMs = 5000 }: WaitOptions): Promise<void> {
  const where = describeDatabase(url);
  const deadline = performance.now() + timeoutMs;
  // An attempt never outlasts the time left (a host dropping packets would hold a connect for minutes).
  const attempt = () => probe(url, Math.max(1000, Math.min(5000, deadline - performance.now())));
  try {
    await pRetry(attempt, {
      retries: Number.POSITIVE_INFINITY,
      minTimeout: minDelayMs,
      maxTimeout: maxDelayMs,
      maxRetryTime: timeoutMs,
      shouldRetry: ({ error }) => isTransient(error),
      onFailedAttempt: ({ error, attemptNumber }) => {
        if (isTransient(error) && performance.now() < deadline) {
          log.warn({ database: where, attempt: attemptNumber, reason: error.message }, 'the database is not reachable yet, retrying');
        }
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!isTransient(error)) throw new Error(`could not connect to the database at ${where}: ${reason}`, { cause: error });
    throw new Error(`the database at ${where} was not reachable within ${timeoutMs / 1000} s (DATABASE_CONNECT_TIMEOUT_S): ${reason}`, { cause: error });
  }
}
