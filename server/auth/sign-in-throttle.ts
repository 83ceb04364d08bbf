import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/connection.js';
import { TooManyRequestsError } from '../common/errors.js';
import { loginKey } from './rules.js';

export interface ThrottleSettings {
  /** Failures one account may have from one address within the window (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  /** Failures one address may have across every account within the window (LOGIN_MAX_FAILURES_PER_ADDRESS). */
  maxFailuresPerAddress: number;
  /** The window, in seconds, from the first failure it counts (LOGIN_WINDOW_S). */
  windowSeconds: number;
}

/** Told of each failed password check and each check refused by the throttle (metrics). */
export interface ThrottleOutcomes {
  failed(): void;
  refused(): void;
}

export const DEFAULT_THROTTLE: ThrottleSettings = { maxFailures: 10, maxFailuresPerAddress: 100, windowSeconds: 900 };

/**
 * Password guessing slowed to a stop (OWASP API2:2023): every password check (REST /jwt/login,
 * GraphQL `login`, the current password of a password change) asks first, and reports how it went.
 *
 * Two counters from rate-limiter-flexible, in memory or, with a database, in its PostgreSQL store (table
 * `sign_in_failures`, shared by every instance): failures per account and address, and failures per address
 * across accounts (credential stuffing). Past either limit the check is refused, the right password too,
 * until the window that counted them passes. A success clears its account's count for that address (not the
 * address's). One account under attack from elsewhere never locks its owner out, nor anyone else.
 *
 * The account's count is taken before the password is checked (an atomic increment), so guesses sent in
 * parallel cannot all slip in under the limit. Keys are hashed: the table holds no e-mail.
 */
export class SignInThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(
    private readonly settings: ThrottleSettings,
    db: Db | null,
    private readonly outcomes?: ThrottleOutcomes,
    /** Counters of another kind of attempt (password reset requests) are kept apart from the sign-ins' by this prefix. */
    prefix = '',
  ) {
    const limiter = (name: string, points: number): RateLimiterAbstract => {
      const keyPrefix = `${prefix}${name}`;
      return db
        ? new RateLimiterPostgres({ ...storeOf(db), keyPrefix, points, duration: settings.windowSeconds })
        : new RateLimiterMemory({ keyPrefix, points, duration: settings.windowSeconds });
    };
    this.perAccount = limiter('account', settings.maxFailures);
    this.perAddress = limiter('address', settings.maxFailuresPerAddress);
  }

  /**
   * Counts an attempt on `login` (an e-mail, known or not) from `address`; throws TooManyRequestsError when
   * that account or that address is past its limit. Follow with `failed` or `succeeded`.
   */
  async attempt(login: string, address: string): Promise<void> {
    const [account, byAddress] = await Promise.all([
      this.perAccount.penalty(pairKey(login, address), 1),
      this.perAddress.get(address),
    ]);
    const over = [
      account.consumedPoints > this.settings.maxFailures ? account : null,
      byAddress && byAddress.consumedPoints >= this.settings.maxFailuresPerAddress ? byAddress : null,
    ].filter((res): res is RateLimiterRes => res !== null && res.msBeforeNext > 0);
    if (over.length === 0) return;
    this.outcomes?.refused();
    throw new TooManyRequestsError(Math.max(...over.map((res) => Math.ceil(res.msBeforeNext / 1000))));
  }

  /** The password was wrong: the attempt stays counted, and counts for the address too. */
  async failed(address: string): Promise<void> {
    this.outcomes?.failed();
    await this.perAddress.penalty(address, 1);
  }

  /** The password was right: the account's failures from this address are forgotten. */
  async succeeded(login: string, address: string): Promise<void> {
    await this.perAccount.delete(pairKey(login, address));
  }
}

function pairKey(login: string, address: string): string {
  return createHash('sha256').update(`${loginKey(login)}\n${address}`).digest('base64url');
}

/**
 * RateLimiterPostgres over the app's own pool (through Kysely) rather than a pool of its own: it only needs
 * `query({ text, values })` answering `{ rows, rowCount }`. The table is created by migration 0711.
 */
function storeOf(db: Db) {
  const storeClient = {
    query: async ({ text, values }: { text: string; values?: unknown[] }) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows, rowCount: result.rows.length || Number(result.numAffectedRows ?? 0) };
    },
  };
  return { storeClient, storeType: 'pool', tableName: 'sign_in_failures', tableCreated: true } as const;
}
