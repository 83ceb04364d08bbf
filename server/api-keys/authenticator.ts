import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError, UnauthenticatedError } from '../common/errors.js';
import type { KeyCredential, Principal } from '../access/caller.js';
import type { ApiKeyIndex, IndexedKey } from './key-index.js';
import type { KeyUsage } from './usage.js';
import { isKeyShaped } from './rules.js';

/** One message for a key that is malformed, unknown, revoked or expired: a caller learns nothing of which. */
export const INVALID_KEY = 'Invalid, revoked or expired API key';

/** The caller a key's owner is now (server/auth/principals.ts `ofKey`): null when the account is gone or inactive. */
export type OwnerOf = (accountId: number, key: KeyCredential) => Principal | null | Promise<Principal | null>;

/**
 * The caller of a request made with an API key: found in the index (no database read), counted against the key's
 * limit per minute (API_KEY_RATE_LIMIT), its use noted for `lastUsedAt`, and acting as its owner as the owner is now.
 * Refusals reject: 401 (one message) or 429 with the seconds to wait.
 *
 * rate-limiter-flexible counts each key's requests in this instance's memory. Its answer is a promise, and a key's
 * request must cost what a token's does (no promise when the caller is known), so the count is not awaited: the
 * answer that uses a key's last point, or goes past it, closes the key until its window ends, and the requests
 * after it are refused without asking. Requests arriving together in one tick may pass a point or two past the limit.
 */
export class KeyAuthenticator {
  private readonly limiter: RateLimiterMemory;
  /** Keys past their limit, until when (epoch ms). */
  private readonly closedUntil = new Map<string, number>();
  /** What each key's count answers, made once per key rather than per request. */
  private readonly counted = new Map<string, [(res: RateLimiterRes) => void, (refused: unknown) => void]>();

  constructor(
    private readonly index: Pick<ApiKeyIndex, 'find'>,
    private readonly usage: Pick<KeyUsage, 'note'>,
    private readonly ownerOf: OwnerOf,
    perMinute: number,
    private readonly report: (error: unknown) => void,
  ) {
    // Its own limiter: no prefix to add to each key's id.
    this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: '' });
  }

  /** The caller, without a promise when the key and its owner are known. */
  caller(secret: string, from: string): Principal | Promise<Principal> {
    if (!isKeyShaped(secret)) return Promise.reject(new UnauthenticatedError(INVALID_KEY));
    const found = this.index.find(secret);
    return found instanceof Promise ? found.then((key) => this.admit(key, from)) : this.admit(found, from);
  }

  private admit(key: IndexedKey | null, from: string): Principal | Promise<Principal> {
    if (!key) return Promise.reject(new UnauthenticatedError(INVALID_KEY));
    const { id } = key.credential;
    const now = Date.now();
    const until = this.closedUntil.get(id);
    if (until !== undefined) {
      if (until > now) return Promise.reject(new TooManyRequestsError(Math.max(1, Math.ceil((until - now) / 1000)), 'Too many requests with this API key'));
      this.closedUntil.delete(id);
    }
    this.count(id);
    const owner = this.ownerOf(key.accountId, key.credential);
    return owner instanceof Promise ? owner.then((principal) => this.used(principal, id, from)) : this.used(owner, id, from);
  }

  private count(id: string): void {
    let answers = this.counted.get(id);
    if (!answers) {
      const close = (res: RateLimiterRes) => this.closedUntil.set(id, Date.now() + res.msBeforeNext);
      answers = [
        (res) => {
          if (res.remainingPoints === 0) close(res);
        },
        (refused) => (refused instanceof RateLimiterRes ? close(refused) : this.report(refused)),
      ];
      this.counted.set(id, answers);
    }
    this.limiter.consume(id).then(...answers);
  }

  private used(owner: Principal | null, id: string, from: string): Principal | Promise<Principal> {
    if (!owner) return Promise.reject(new UnauthenticatedError(INVALID_KEY));
    this.usage.note(id, from);
    return owner;
  }
}
