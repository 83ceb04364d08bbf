import type { AccountRecord } from '../../seed/accounts.js';
import type { AccountRepository } from './repository.js';
import { hashNewPassword, loginKey, newAccountFields, RegistrationConflictError, registrationErrors, verifyPassword, type NewAccount } from './rules.js';

const copy = (a: AccountRecord): AccountRecord => ({ ...a, ability: a.ability.map((r) => ({ ...r })) });

/** The login accounts in this process's memory: the default store, seeded on every start. */
export class MemoryAccountRepository implements AccountRepository {
  private readonly accounts: AccountRecord[];
  private readonly byId = new Map<number, AccountRecord>();

  constructor(seed: readonly AccountRecord[]) {
    this.accounts = seed.map((a) => ({ ...copy(a), teamMemberId: a.teamMemberId ?? null })).sort((a, b) => a.id - b.id);
    for (const account of this.accounts) this.byId.set(account.id, account);
  }

  async findById(id: number): Promise<AccountRecord | undefined> {
    return this.byId.get(id);
  }

  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    return this.accounts.find((a) => loginKey(a.email) === loginKey(email));
  }

  async authenticate(email: string, password: string): Promise<AccountRecord | undefined> {
    const account = await this.findByEmail(email);
    return account && (await verifyPassword(password, account.passwordHash)) ? account : undefined;
  }

  async create(input: NewAccount): Promise<AccountRecord> {
    const passwordHash = await hashNewPassword(input.password);
    // Checked after the hash (an await): another registration may have taken the name meanwhile.
    const clash = registrationErrors(input, this.accounts);
    if (clash) throw new RegistrationConflictError(clash);
    const account: AccountRecord = { id: (this.accounts.at(-1)?.id ?? 0) + 1, ...newAccountFields(input, passwordHash) };
    this.accounts.push(account);
    this.byId.set(account.id, account);
    return account;
  }

  async setPassword(id: number, password: string): Promise<AccountRecord | undefined> {
    const passwordHash = await hashNewPassword(password);
    const account = this.byId.get(id);
    if (account) account.passwordHash = passwordHash;
    return account;
  }

  async all(): Promise<AccountRecord[]> {
    return [...this.accounts];
  }
}
