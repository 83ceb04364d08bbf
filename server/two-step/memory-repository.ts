import type { TwoStepRecord, TwoStepStatus } from './models.js';
import type { TwoStepRepository } from './repository.js';
import { enabledRecord, isOn, pendingRecord, refuseWhenOn } from './rules.js';

interface OpenChallenge {
  accountId: number;
  expiresAt: string;
}

/**
 * Two-step sign-in in this process's memory: the default store. Every method runs without an await between
 * its read and its write, so each is atomic here as the PostgreSQL statements are there.
 */
export class MemoryTwoStepRepository implements TwoStepRepository {
  private readonly records = new Map<number, TwoStepRecord>();
  private readonly recoveryCodes = new Map<number, Set<string>>();
  private readonly challenges = new Map<string, OpenChallenge>();

  async find(accountId: number): Promise<TwoStepRecord | undefined> {
    return this.records.get(accountId);
  }

  async status(accountId: number): Promise<TwoStepStatus> {
    const record = this.records.get(accountId);
    return isOn(record)
      ? { enabled: true, enabledAt: record.enabledAt, recoveryCodesLeft: this.recoveryCodes.get(accountId)?.size ?? 0 }
      : { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
  }

  async enabledAmong(accountIds: readonly number[]): Promise<number[]> {
    return accountIds.filter((id) => isOn(this.records.get(id)));
  }

  async beginEnrollment(accountId: number, pendingSecret: string): Promise<TwoStepRecord> {
    refuseWhenOn(this.records.get(accountId));
    const record = pendingRecord(accountId, pendingSecret);
    this.records.set(accountId, record);
    return record;
  }

  async enable(accountId: number, pendingSecret: string, step: number, recoveryCodeHashes: readonly string[], now: Date): Promise<TwoStepRecord | undefined> {
    const record = this.records.get(accountId);
    refuseWhenOn(record);
    if (record?.pendingSecret !== pendingSecret) return undefined;
    const enabled = enabledRecord(record, step, now);
    this.records.set(accountId, enabled);
    this.recoveryCodes.set(accountId, new Set(recoveryCodeHashes));
    return enabled;
  }

  async acceptStep(accountId: number, step: number): Promise<boolean> {
    const record = this.records.get(accountId);
    if (!isOn(record) || (record.lastStep !== null && record.lastStep >= step)) return false;
    this.records.set(accountId, { ...record, lastStep: step });
    return true;
  }

  async spendRecoveryCode(accountId: number, codeHash: string): Promise<boolean> {
    return isOn(this.records.get(accountId)) && (this.recoveryCodes.get(accountId)?.delete(codeHash) ?? false);
  }

  async disable(accountId: number): Promise<TwoStepRecord | undefined> {
    return this.turnOff(accountId);
  }

  async reset(accountId: number): Promise<TwoStepRecord | undefined> {
    return this.turnOff(accountId);
  }

  async openChallenge(challengeHash: string, accountId: number, expiresAt: Date, now: Date): Promise<void> {
    for (const [hash, challenge] of this.challenges) if (!open(challenge, now)) this.challenges.delete(hash);
    this.challenges.set(challengeHash, { accountId, expiresAt: expiresAt.toISOString() });
  }

  async challengeAccount(challengeHash: string, now: Date): Promise<number | undefined> {
    const challenge = this.challenges.get(challengeHash);
    return challenge && open(challenge, now) ? challenge.accountId : undefined;
  }

  async closeChallenge(challengeHash: string, now: Date): Promise<number | undefined> {
    const challenge = this.challenges.get(challengeHash);
    if (!challenge || !open(challenge, now)) return undefined;
    this.challenges.delete(challengeHash);
    return challenge.accountId;
  }

  private turnOff(accountId: number): TwoStepRecord | undefined {
    const record = this.records.get(accountId);
    if (!isOn(record)) return undefined;
    this.records.delete(accountId);
    this.recoveryCodes.delete(accountId);
    for (const [hash, challenge] of this.challenges) if (challenge.accountId === accountId) this.challenges.delete(hash);
    return record;
  }
}

const open = (challenge: OpenChallenge, now: Date) => Date.parse(challenge.expiresAt) > now.getTime();
