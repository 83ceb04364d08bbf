import type { Db } from '../db/connection.js';
import { inTransaction } from '../db/queries.js';
import type { TwoStepRecord, TwoStepStatus } from './models.js';
import type { TwoStepRepository } from './repository.js';
import { enabledRecord, isOn, pendingRecord, refuseWhenOn } from './rules.js';

type Trx = Parameters<Parameters<typeof inTransaction>[1]>[0];

/**
 * Two-step sign-in in PostgreSQL (server/two-step/tables.ts), shared by every instance: what must happen once is
 * one conditional statement (a step taken only when later, a code or challenge deleted only once), so two
 * instances never both accept one code.
 */
export class PostgresTwoStepRepository implements TwoStepRepository {
  constructor(private readonly db: Db) {}

  async find(accountId: number): Promise<TwoStepRecord | undefined> {
    return this.db.selectFrom('two_step').selectAll().where('accountId', '=', accountId).executeTakeFirst();
  }

  async status(accountId: number): Promise<TwoStepStatus> {
    const record = await this.find(accountId);
    if (!isOn(record)) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
    const { left } = await this.db
      .selectFrom('two_step_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('left'))
      .where('accountId', '=', accountId)
      .executeTakeFirstOrThrow();
    return { enabled: true, enabledAt: record.enabledAt, recoveryCodesLeft: left };
  }

  async enabledAmong(accountIds: readonly number[]): Promise<number[]> {
    if (accountIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('two_step')
      .select('accountId')
      .where('accountId', 'in', [...accountIds])
      .where('secret', 'is not', null)
      .execute();
    return rows.map((row) => row.accountId);
  }

  async beginEnrollment(accountId: number, pendingSecret: string): Promise<TwoStepRecord> {
    return this.db.transaction().execute(async (trx) => {
      refuseWhenOn(await this.locked(trx, accountId));
      const record = pendingRecord(accountId, pendingSecret);
      await trx
        .insertInto('two_step')
        .values(record)
        .onConflict((oc) => oc.column('accountId').doUpdateSet({ pendingSecret }))
        .execute();
      return record;
    });
  }

  async enable(accountId: number, pendingSecret: string, step: number, recoveryCodeHashes: readonly string[], now: Date): Promise<TwoStepRecord | undefined> {
    return inTransaction(this.db, async (trx) => {
      const record = await this.locked(trx, accountId);
      refuseWhenOn(record);
      if (record?.pendingSecret !== pendingSecret) return undefined;
      const enabled = enabledRecord(record, step, now);
      await trx.updateTable('two_step').set(enabled).where('accountId', '=', accountId).execute();
      await trx.deleteFrom('two_step_recovery_codes').where('accountId', '=', accountId).execute();
      if (recoveryCodeHashes.length > 0) {
        await trx
          .insertInto('two_step_recovery_codes')
          .values(recoveryCodeHashes.map((codeHash) => ({ accountId, codeHash })))
          .execute();
      }
      return enabled;
    });
  }

  async acceptStep(accountId: number, step: number): Promise<boolean> {
    const taken = await this.db
      .updateTable('two_step')
      .set({ lastStep: step })
      .where('accountId', '=', accountId)
      .where('secret', 'is not', null)
      .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n;
  }

  async spendRecoveryCode(accountId: number, codeHash: string): Promise<boolean> {
    const spent = await this.db.deleteFrom('two_step_recovery_codes').where('accountId', '=', accountId).where('codeHash', '=', codeHash).executeTakeFirst();
    return spent.numDeletedRows > 0n;
  }

  async disable(accountId: number): Promise<TwoStepRecord | undefined> {
    return this.turnOff(accountId);
  }

  async reset(accountId: number): Promise<TwoStepRecord | undefined> {
    return this.turnOff(accountId);
  }

  async openChallenge(challengeHash: string, accountId: number, expiresAt: Date, now: Date): Promise<void> {
    await this.db.deleteFrom('two_step_challenges').where('expiresAt', '<=', now.toISOString()).execute();
    await this.db.insertInto('two_step_challenges').values({ challengeHash, accountId, expiresAt: expiresAt.toISOString() }).execute();
  }

  async challengeAccount(challengeHash: string, now: Date): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('two_step_challenges')
      .select('accountId')
      .where('challengeHash', '=', challengeHash)
      .where('expiresAt', '>', now.toISOString())
      .executeTakeFirst();
    return row?.accountId;
  }

  async closeChallenge(challengeHash: string, now: Date): Promise<number | undefined> {
    const row = await this.db
      .deleteFrom('two_step_challenges')
      .where('challengeHash', '=', challengeHash)
      .where('expiresAt', '>', now.toISOString())
      .returning('accountId')
      .executeTakeFirst();
    return row?.accountId;
  }

  /** The account's row, locked until the transaction ends: enrolments of one account take turns. */
  private locked(trx: Trx, accountId: number): Promise<TwoStepRecord | undefined> {
    return trx.selectFrom('two_step').selectAll().where('accountId', '=', accountId).forUpdate().executeTakeFirst();
  }

  private turnOff(accountId: number): Promise<TwoStepRecord | undefined> {
    return inTransaction(this.db, async (trx) => {
      const record = await this.locked(trx, accountId);
      if (!isOn(record)) return undefined;
      await trx.deleteFrom('two_step_challenges').where('accountId', '=', accountId).execute();
      await trx.deleteFrom('two_step_recovery_codes').where('accountId', '=', accountId).execute();
      await trx.deleteFrom('two_step').where('accountId', '=', accountId).execute();
      return record;
    });
  }
}
