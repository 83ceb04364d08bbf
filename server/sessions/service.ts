import type { ClientInfo } from '../http/client.js';
import type { AccessClaims, TokenIssuer } from '../access/tokens.js';
import type { SessionEndReason, SessionRecord, SessionRepository } from './repository.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Why a refresh token was refused: `ended` when it named a session that is over (the web says so). */
export type RefreshRefusal = 'invalid' | 'ended';

export type Refreshed = { ok: true; accountId: number; tokens: TokenPair } | { ok: false; reason: RefreshRefusal };

/**
 * Server-side sessions over the tokens: every sign-in opens one, every token names it, a refresh
 * rotates its refresh token (RFC 9700 §4.14.2), and ending it makes both its tokens fail everywhere
 * (server/auth/principals.ts refuses an ended session's access token; this refuses its refresh token).
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: TokenIssuer,
    private readonly refreshTtlSeconds: number,
  ) {}

  private expiry(now: Date): Date {
    return new Date(now.getTime() + this.refreshTtlSeconds * 1000);
  }

  private pair(session: SessionRecord): TokenPair {
    const claims = { accountId: session.accountId, sessionId: session.id };
    return { accessToken: this.tokens.signAccess(claims), refreshToken: this.tokens.signRefresh({ ...claims, refreshId: session.refreshId }) };
  }

  async open(accountId: number, client: ClientInfo): Promise<TokenPair> {
    const now = new Date();
    return this.pair(await this.sessions.open({ accountId, ...client, now, expiresAt: this.expiry(now) }));
  }

  /**
   * A new pair for a refresh token. The token just replaced, presented again within the grace (a second tab),
   * gets a pair of the current generation; an older one ends the whole session: someone holds a copy.
   */
  async refresh(refreshToken: string): Promise<Refreshed> {
    const claims = this.tokens.verifyRefresh(refreshToken);
    if (!claims) return { ok: false, reason: 'invalid' };
    const now = new Date();
    const rotation = await this.sessions.rotate(claims.sessionId, claims.accountId, claims.refreshId, now, this.expiry(now));
    if (rotation.outcome === 'refused' || rotation.outcome === 'reused') return { ok: false, reason: 'ended' };
    return { ok: true, accountId: claims.accountId, tokens: this.pair(rotation.session) };
  }

  /** The session a refresh token names, when it is one of ours (it may have ended). */
  refreshClaims(refreshToken: string): AccessClaims | null {
    return this.tokens.verifyRefresh(refreshToken);
  }

  /** The session an access token names (an expired token names none). */
  accessClaims(accessToken: string): AccessClaims | null {
    return this.tokens.verifyAccess(accessToken);
  }

  /** Ends the named sessions; one already over is left as it is. */
  async end(claims: readonly AccessClaims[], reason: SessionEndReason): Promise<SessionRecord[]> {
    const now = new Date();
    const ended = await Promise.all(claims.map(({ accountId, sessionId }) => this.sessions.end(accountId, sessionId, reason, now)));
    return ended.filter((session): session is SessionRecord => session !== undefined);
  }

  /** Every live session of the account but `except`. */
  endAll(accountId: number, reason: SessionEndReason, except?: string): Promise<SessionRecord[]> {
    return this.sessions.endAll(accountId, reason, new Date(), except);
  }

  live(accountId: number): Promise<SessionRecord[]> {
    return this.sessions.live(accountId, new Date());
  }
}
