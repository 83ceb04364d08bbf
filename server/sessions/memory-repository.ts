import type { NewSession, Rotation, SessionEndReason, SessionRecord, SessionRepository } from './repository.js';
import { byRecentUse, ended, isLive, isStale, needsTouch, newSessionRecord, PRUNE_AFTER_MS, rotated, rotationStep } from './rules.js';

/** The sessions in this process's memory: the default store; a restart ends every session. */
export class MemorySessionRepository implements SessionRepository {
  private readonly sessions = new Map<string, SessionRecord>();

  async open(input: NewSession): Promise<SessionRecord> {
    const before = new Date(input.now.getTime() - PRUNE_AFTER_MS);
    for (const old of this.sessions.values()) if (isStale(old, before)) this.sessions.delete(old.id);
    const session = newSessionRecord(input);
    this.sessions.set(session.id, session);
    return { ...session };
  }

  async find(id: string): Promise<SessionRecord | undefined> {
    const session = this.sessions.get(id);
    return session && { ...session };
  }

  async rotate(id: string, accountId: number, refreshId: string, now: Date, expiresAt: Date): Promise<Rotation> {
    const session = this.sessions.get(id);
    const step = rotationStep(session, accountId, refreshId, now);
    if (step === 'refuse' || !session) return { outcome: 'refused' };
    if (step === 'grace') return { outcome: 'grace', session: { ...session } };
    const next = step === 'rotate' ? rotated(session, now, expiresAt) : ended(session, 'refresh_reuse', now);
    this.sessions.set(id, next);
    return { outcome: step === 'rotate' ? 'rotated' : 'reused', session: { ...next } };
  }

  async touch(id: string, now: Date): Promise<void> {
    const session = this.sessions.get(id);
    if (session && session.endedAt === null && needsTouch(session, now)) this.sessions.set(id, { ...session, lastUsedAt: now.toISOString() });
  }

  async end(accountId: number, id: string, reason: SessionEndReason, now: Date): Promise<SessionRecord | undefined> {
    const session = this.sessions.get(id);
    if (!session || session.accountId !== accountId || !isLive(session, now)) return undefined;
    const done = ended(session, reason, now);
    this.sessions.set(id, done);
    return { ...done };
  }

  async endAll(accountId: number, reason: SessionEndReason, now: Date, except?: string): Promise<SessionRecord[]> {
    const done: SessionRecord[] = [];
    for (const session of this.sessions.values()) {
      if (session.accountId !== accountId || session.id === except || !isLive(session, now)) continue;
      const next = ended(session, reason, now);
      this.sessions.set(session.id, next);
      done.push({ ...next });
    }
    return done;
  }

  async live(accountId: number, now: Date): Promise<SessionRecord[]> {
    return [...this.sessions.values()].filter((s) => s.accountId === accountId && isLive(s, now)).sort(byRecentUse).map((s) => ({ ...s }));
  }

  /**
   * What of this store outlasts the request that changed it for anyone but the session's own holder: the
   * sessions that were ended or rotated. A sign-in or a noted activity changes nothing another caller could
   * meet, so the tests' comparison of app state between tests (tests/helper.ts, which reads state as JSON)
   * does not count a sign-in as a write.
   */
  toJSON(): { id: string; refreshId: string; endedAt: string | null }[] {
    return [...this.sessions.values()]
      .filter((s) => s.endedAt !== null || s.previousRefreshId !== null)
      .map(({ id, refreshId, endedAt }) => ({ id, refreshId, endedAt }));
  }
}
