import { randomBytes } from 'node:crypto';
import type { NewSession, SessionRecord } from './repository.js';

/** A refresh token replaced this recently still refreshes (answered with the current one): two tabs at once. */
export const ROTATION_GRACE_MS = 2000;
/** Activity is noted at most this often per session. */
export const TOUCH_AFTER_MS = 60_000;
/** Ended or expired sessions are kept this long (the session list never shows them), then pruned at a sign-in. */
export const PRUNE_AFTER_MS = 24 * 3600_000;
/** The longest user agent kept; real ones are a few hundred characters. */
export const USER_AGENT_MAX = 512;

/** 128 random bits: session ids and refresh ids are bearer secrets' names, never guessable or sequential. */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

export function newSessionRecord(input: NewSession): SessionRecord {
  const now = input.now.toISOString();
  return {
    id: newSessionId(),
    accountId: input.accountId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: input.expiresAt.toISOString(),
    userAgent: input.userAgent.slice(0, USER_AGENT_MAX),
    address: input.address,
    refreshId: newSessionId(),
    previousRefreshId: null,
    rotatedAt: null,
    endedAt: null,
    endReason: null,
  };
}

/** Ended or expired before `before`: nothing will ask for it again. */
export const isStale = (session: SessionRecord, before: Date): boolean =>
  Date.parse(session.endedAt ?? session.expiresAt) < before.getTime();

export const isLive = (session: SessionRecord, now: Date): boolean =>
  session.endedAt === null && Date.parse(session.expiresAt) > now.getTime();

/** What presenting `refreshId` to `session` must do (RFC 9700 §4.14.2, refresh token rotation with reuse detection). */
export function rotationStep(session: SessionRecord | undefined, accountId: number, refreshId: string, now: Date): 'rotate' | 'grace' | 'reuse' | 'refuse' {
  if (!session || session.accountId !== accountId || !isLive(session, now)) return 'refuse';
  if (refreshId === session.refreshId) return 'rotate';
  const withinGrace = session.rotatedAt !== null && now.getTime() - Date.parse(session.rotatedAt) <= ROTATION_GRACE_MS;
  return refreshId === session.previousRefreshId && withinGrace ? 'grace' : 'reuse';
}

/** The session after a rotation: a new refresh id, the old one kept for the grace, the lifetime renewed. */
export function rotated(session: SessionRecord, now: Date, expiresAt: Date): SessionRecord {
  return {
    ...session,
    previousRefreshId: session.refreshId,
    refreshId: newSessionId(),
    rotatedAt: now.toISOString(),
    lastUsedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

export const ended = (session: SessionRecord, reason: SessionRecord['endReason'], now: Date): SessionRecord => ({
  ...session,
  endedAt: now.toISOString(),
  endReason: reason,
});

export const needsTouch = (session: SessionRecord, now: Date): boolean => now.getTime() - Date.parse(session.lastUsedAt) >= TOUCH_AFTER_MS;

/** Most recently used first, then newest; ids break ties so both stores agree. */
export function byRecentUse(a: SessionRecord, b: SessionRecord): number {
  return b.lastUsedAt.localeCompare(a.lastUsedAt) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}
