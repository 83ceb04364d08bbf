import type { Db } from '../db/connection.js';
import type { NewSession, Rotation, SessionEndReason, SessionRecord, SessionRepository } from './repository.js';
import { byRecentUse, ended, isLive, newSessionRecord, PRUNE_AFTER_MS, rotated, rotationStep, TOUCH_AFTER_MS } from './rules.js';

/** The sessions in PostgreSQL (table `sessions`, server/sessions/tables.ts): shared by every instance. */
export class PostgresSessionRepository implements SessionRepository {
  constructor(private readonly db: Db) {}

  async open(input: NewSession): Promise<SessionRecord> {
    const session = newSessionRecord(input);
    const before = new Date(input.now.getTime() - PRUNE_AFTER_MS).toISOString();
    await this.db.deleteFrom('sessions').where((eb) => eb.or([eb('expiresAt', '<', before), eb('endedAt', '<', before)])).execute();
    await this.db.insertInto('sessions').values(session).execute();
    return session;
  }

  async find(id: string): Promise<SessionRecord | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async rotate(id: string, accountId: number, refreshId: string, now: Date, expiresAt: Date): Promise<Rotation> {
    // The row is locked while the step is decided: two instances rotating one token at once give one rotation
    // and one grace, never two rotations.
    return this.db.transaction().execute(async (trx) => {
      const session = await trx.selectFrom('sessions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      const step = rotationStep(session, accountId, refreshId, now);
      if (step === 'refuse' || !session) return { outcome: 'refused' } as const;
      if (step === 'grace') return { outcome: 'grace', session } as const;
      const next = step === 'rotate' ? rotated(session, now, expiresAt) : ended(session, 'refresh_reuse', now);
      await trx.updateTable('sessions').set(next).where('id', '=', id).execute();
      return { outcome: step === 'rotate' ? 'rotated' : 'reused', session: next } as const;
    });
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ lastUsedAt: now.toISOString() })
      .where('id', '=', id)
      .where('endedAt', 'is', null)
      .where('lastUsedAt', '<=', new Date(now.getTime() - TOUCH_AFTER_MS).toISOString())
      .execute();
  }

  async end(accountId: number, id: string, reason: SessionEndReason, now: Date): Promise<SessionRecord | undefined> {
    return this.db
      .updateTable('sessions')
      .set({ endedAt: now.toISOString(), endReason: reason })
      .where('id', '=', id)
      .where('accountId', '=', accountId)
      .where('endedAt', 'is', null)
      .where('expiresAt', '>', now.toISOString())
      .returningAll()
      .executeTakeFirst();
  }

  async endAll(accountId: number, reason: SessionEndReason, now: Date, except?: string): Promise<SessionRecord[]> {
    let query = this.db
      .updateTable('sessions')
      .set({ endedAt: now.toISOString(), endReason: reason })
      .where('accountId', '=', accountId)
      .where('endedAt', 'is', null)
      .where('expiresAt', '>', now.toISOString());
    if (except !== undefined) query = query.where('id', '<>', except);
    return query.returningAll().execute();
  }

  async live(accountId: number, now: Date): Promise<SessionRecord[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('accountId', '=', accountId)
      .where('endedAt', 'is', null)
      .where('expiresAt', '>', now.toISOString())
      .execute();
    return rows.filter((s) => isLive(s, now)).sort(byRecentUse);
  }
}
