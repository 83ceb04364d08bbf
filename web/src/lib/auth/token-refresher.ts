import type { Session, TokenStore } from './session-types.js';

export interface TokenRefresherOptions {
  store: TokenStore;
  /** Exchanges a refresh token for a new session; rejects when the server refuses it. */
  refresh: (refreshToken: string) => Promise<Session>;
  /** Called once when a refresh fails: the session is over (spec section 4); the error says why. */
  onExpired: (error: Error) => void;
}

/**
 * Single-flight token refresh (spec section 4: "a 401 triggers one token refresh; requests queued
 * meanwhile are retried with the new token"). While a refresh is in flight every caller awaits
 * the same promise, so N concurrent 401s cost exactly one refresh call.
 */
export class TokenRefresher {
  private inFlight: Promise<string> | null = null;

  constructor(private readonly options: TokenRefresherOptions) {}

  /** The refresh in progress, if any: new requests wait on it instead of using the old token. */
  get pending(): Promise<string> | null {
    return this.inFlight;
  }

  /**
   * A fresh access token. `staleToken` is the token the failed request carried: when another
   * request has already replaced it, the current token is returned without a second refresh.
   */
  refresh(staleToken: string | null): Promise<string> {
    if (this.inFlight) return this.inFlight;
    const current = this.options.store.accessToken();
    if (current && current !== staleToken) return Promise.resolve(current);
    const refreshToken = this.options.store.refreshToken();
    if (!refreshToken) {
      // A 401 arriving after the session already ended (and was cleared) must not end it twice.
      return current ? this.expire(new Error('No refresh token')) : Promise.reject(new Error('Not signed in'));
    }
    this.inFlight = this.options
      .refresh(refreshToken)
      .then((session) => {
        this.options.store.save(session);
        return session.accessToken;
      })
      .catch((error: unknown) => this.expire(error))
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  private expire(error: unknown): Promise<never> {
    const reason = error instanceof Error ? error : new Error(String(error));
    this.options.store.clear();
    this.options.onExpired(reason);
    return Promise.reject(reason);
  }
}
