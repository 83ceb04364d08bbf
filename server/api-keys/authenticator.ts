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
 * limit per minute (API_KEY_RATE_LIMIT, rate-limiter-flexible in this instance's memory), its use noted for
 * `lastUsedAt`, and acting as its owner as the owner is now. Throws 401 (one message) or 429 with the seconds to wait.
 */
export class KeyAuthenticator {
  private readonly limiter: RateLimiterMemory;

  constructor(
    private readonly index: Pick<ApiKeyIndex, 'find'>,
    private readonly usage: Pick<KeyUsage, 'note'>,
    private readonly ownerOf: OwnerOf,
    perMinute: number,
  ) {
    this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: 'api-key' });
  }

  caller(secret: string, from: string): Promise<Principal> {
    if (!isKeyShaped(secret)) return Promise.reject(new UnauthenticatedError(INVALID_KEY));
    const found = this.index.find(secret);
    return found instanceof Promise ? found.then((key) => this.admit(key, from)) : this.admit(found, from);
  }

  private async admit(key: IndexedKey | null, from: string): Promise<Principal> {
    if (!key) throw new UnauthenticatedError(INVALID_KEY);
    try {
      await this.limiter.consume(key.credential.id);
    } catch (refused) {
      if (refused instanceof RateLimiterRes) throw new TooManyRequestsError(Math.max(1, Math.ceil(refused.msBeforeNext / 1000)), 'Too many requests with this API key');
      throw refused;
    }
    const owner = await this.ownerOf(key.accountId, key.credential);
    if (!owner) throw new UnauthenticatedError(INVALID_KEY);
    this.usage.note(key.credential.id, from);
    return owner;
  }
}
