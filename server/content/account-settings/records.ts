import type { AccountSettingsDefaults, AccountSettingsRecord } from './models.js';

/**
 * Where account-settings records are kept, one per account, and the defaults a record starts from (the
 * rules are AccountSettingsRepository's): in memory (the default store) or in PostgreSQL (postgres-records.ts).
 */
export interface SettingsRecords {
  /** What every record starts from, beside the account's own general fields. */
  defaults(): Promise<AccountSettingsDefaults>;
  /** The account's stored record, or undefined before its first save. */
  get(accountId: number): Promise<AccountSettingsRecord | undefined>;
  /**
   * Reads the stored record (undefined before the first save), stores what `change` makes of it and answers
   * it, as one write: two saves of one account never lose each other's section. `change` may throw
   * (a refused value), which stores nothing.
   */
  update(accountId: number, change: (stored: AccountSettingsRecord | undefined) => AccountSettingsRecord): Promise<AccountSettingsRecord>;
}

export class MemorySettingsRecords implements SettingsRecords {
  private readonly records = new Map<number, AccountSettingsRecord>();
  private readonly initial: AccountSettingsDefaults;

  constructor(defaults: AccountSettingsDefaults) {
    this.initial = structuredClone(defaults);
  }

  async defaults(): Promise<AccountSettingsDefaults> {
    return structuredClone(this.initial);
  }

  async get(accountId: number): Promise<AccountSettingsRecord | undefined> {
    return this.records.get(accountId);
  }

  async update(accountId: number, change: (stored: AccountSettingsRecord | undefined) => AccountSettingsRecord): Promise<AccountSettingsRecord> {
    const record = change(this.records.get(accountId));
    this.records.set(accountId, record);
    return record;
  }
}
