import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    sessions: SessionRepository;
  }
}

/** Why a session ended: shown to nobody, kept for the audit and for support. */
export type SessionEndReason = 'logout' | 'ended_by_owner' | 'password_change' | 'refresh_reuse' | 'account_deactivated' | 'two_step_reset' | 'password_reset';

/**
 * One sign-in on one device, kept by refreshing until it ends or its last refresh token expires.
 * Times are ISO-8601 text, as every store's records hold them.
 */
export interface SessionRecord {
  id: string;
  accountId: number;
  createdAt: string;
  /** The last request seen from it, to the minute (server/sessions/rules.ts TOUCH_AFTER_MS). */
  lastUsedAt: string;
  /** When its current refresh token expires: a session not refreshed by then is over. */
  expiresAt: string;
  /** As the browser sent it (clipped); the device shown is parsed from it. */
  userAgent: string;
  /** The client address it signed in from. */
  address: string;
  /** The `jti` of the one refresh token that rotates it now. */
  refreshId: string;
  /** The refresh token it replaced, honoured for ROTATION_GRACE_MS after `rotatedAt` (two tabs refreshing together). */
  previousRefreshId: string | null;
  rotatedAt: string | null;
  endedAt: string | null;
  endReason: SessionEndReason | null;
}

export interface NewSession {
  accountId: number;
  userAgent: string;
  address: string;
  now: Date;
  expiresAt: Date;
}

/**
 * What presenting a refresh token did (RFC 9700 §4.14.2): `rotated` gave the session a new refresh id;
 * `grace` was the token just replaced, within the grace, answered with the current id; `reused` was an older
 * one, and ended the whole session; `refused` names no live session of that account.
 */
export type Rotation =
  | { outcome: 'rotated' | 'grace' | 'reused'; session: SessionRecord }
  | { outcome: 'refused' };

/**
 * Owner of the server-side sessions: ids, rotation of refresh tokens with reuse detection, ending them.
 * Two stores implement it (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts;
 * tests/sessions/contract.test.ts pins that both answer alike. The caller passes the time, so tokens and
 * sessions agree on it.
 */
export interface SessionRepository {
  /** A new live session with a fresh id and refresh id. */
  open(input: NewSession): Promise<SessionRecord>;
  /** The session, ended or not, or undefined for an unknown id. */
  find(id: string): Promise<SessionRecord | undefined>;
  /** Presents refresh id `refreshId` of an account's session: rotates, honours the grace, or ends it on reuse. */
  rotate(id: string, accountId: number, refreshId: string, now: Date, expiresAt: Date): Promise<Rotation>;
  /** Notes activity when the last noted one is older than a minute (a write at most once a minute per session). */
  touch(id: string, now: Date): Promise<void>;
  /** Ends one session of the account; undefined when it is not a live session of that account. */
  end(accountId: number, id: string, reason: SessionEndReason, now: Date): Promise<SessionRecord | undefined>;
  /** Ends every live session of the account except `except`: the ones it ended. */
  endAll(accountId: number, reason: SessionEndReason, now: Date, except?: string): Promise<SessionRecord[]>;
  /** The account's live sessions (not ended, not expired), most recently used first. */
  live(accountId: number, now: Date): Promise<SessionRecord[]>;
}

/**
 * Which methods change state (server/common/revisions.ts). `touch` is a read: it only moves a last-activity
 * time that nothing is decided on, and a write there would end every kept answer and cached credential once a
 * minute per active session.
 */
export const sessionMethods = {
  open: 'write',
  find: 'read',
  rotate: 'write',
  touch: 'read',
  end: 'write',
  endAll: 'write',
  live: 'read',
} as const satisfies MethodKinds<SessionRepository>;
