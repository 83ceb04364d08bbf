import { pageOf } from '../common/list-index.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { auditBefore } from '../audit/trail.js';
import type { AccountRepository, EmailVerificationOpened, PasswordResetOpened } from './repository.js';
import type { AccountRole } from '../access/roles.js';
import {
  administeredFields,
  changedAccount,
  checkedLanguage,
  EMAIL_CHANGE_TAKEN,
  movedAccount,
  refuseEmailChange,
  checkedAccountQuery,
  checkedAdministeredAccount,
  countRoles,
  EMAIL_TAKEN,
  hashNewPassword,
  inviteOpen,
  loginKey,
  matchesAccount,
  newAccountFields,
  passwordMatches,
  refuseAdminChange,
  RegistrationConflictError,
  registrationErrors,
  usernameFor,
  type AccountPage,
  type AccountQuery,
  type AdministeredAccount,
  type AdminChange,
  type NewAccount,
} from './rules.js';
import type { AccountRecord } from './models.js';
import type { MailLanguage } from '../mail/models.js';

/** The login accounts in this process's memory: the default store, seeded on every start. */
export class MemoryAccountRepository implements AccountRepository {
  private readonly accounts: AccountRecord[];
  private readonly byId = new Map<number, AccountRecord>();
  /** Open e-mail verifications by their token's hash: the address each confirms, when sent, until when it holds. */
  private readonly verifications = new Map<string, { accountId: number; email: string; sentAt: string; expiresAt: string }>();
  /** Open password resets by their token's hash. */
  private readonly resets = new Map<string, { accountId: number; expiresAt: string }>();

  constructor(seed: readonly AccountRecord[]) {
    this.accounts = seed.map((a) => ({ ...a, teamMemberId: a.teamMemberId ?? null })).sort((a, b) => a.id - b.id);
    for (const account of this.accounts) this.byId.set(account.id, account);
  }

  async findById(id: number): Promise<AccountRecord | undefined> {
    return this.byId.get(id);
  }

  async authenticate(email: string, password: string): Promise<AccountRecord | undefined> {
    return passwordMatches(password, this.byEmail(email));
  }

  async create(input: NewAccount): Promise<AccountRecord> {
    const passwordHash = await hashNewPassword(input.password);
    // Checked after the hash (an await): another registration may have taken the name meanwhile.
    const clash = registrationErrors(input, this.accounts);
    if (clash) throw new RegistrationConflictError(clash);
    return this.insert(newAccountFields(input, passwordHash));
  }

  async setPassword(id: number, password: string): Promise<AccountRecord | undefined> {
    const passwordHash = await hashNewPassword(password);
    return this.replace(id, (account) => ({ ...account, passwordHash }));
  }

  async all(): Promise<AccountRecord[]> {
    return [...this.accounts];
  }

  async list(query?: AccountQuery): Promise<AccountPage> {
    const { q, role, active, page, perPage } = checkedAccountQuery(query);
    const filtered = q === '' && role === undefined && active === undefined;
    const { items, total } = pageOf(this.accounts, filtered ? null : (a) => matchesAccount(a, { q, role, active }), page, perPage);
    return { accounts: items, total };
  }

  async roleCounts(): Promise<Record<AccountRole, number>> {
    return countRoles(this.accounts.filter((a) => a.active).map((a) => ({ role: a.role, count: 1 })));
  }

  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    return this.byEmail(email);
  }

  async findByInvite(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    return this.accounts.find((a) => a.inviteTokenHash === tokenHash && inviteOpen(a, now));
  }

  async createAccount(input: AdministeredAccount): Promise<AccountRecord> {
    const checked = checkedAdministeredAccount(input);
    if (this.byEmail(checked.email)) throw new RegistrationConflictError({ email: EMAIL_TAKEN, username: null });
    const username = usernameFor(checked.email, (name) => this.accounts.some((a) => loginKey(a.username) === name));
    return this.insert(administeredFields(checked, username));
  }

  async changeRole(id: number, role: AccountRole, actorId: number | null): Promise<AccountRecord> {
    return this.administer(id, { role }, actorId);
  }

  async setActive(id: number, active: boolean, actorId: number | null): Promise<AccountRecord> {
    return this.administer(id, { active }, actorId);
  }

  async acceptInvite(tokenHash: string, passwordHash: string, now: Date): Promise<AccountRecord | undefined> {
    const account = await this.findByInvite(tokenHash, now);
    return account && this.replace(account.id, (a) => ({ ...a, passwordHash, inviteTokenHash: null, inviteExpiresAt: null, emailVerified: true }));
  }

  async requestEmailChange(accountId: number, email: string, tokenHash: string, expiresAt: Date, now: Date): Promise<EmailVerificationOpened> {
    const account = this.byId.get(accountId);
    if (!account) throw new NotFoundError(`Account ${accountId} not found`);
    const address = email.trim();
    refuseEmailChange(account, address, this.byEmail(address) !== undefined);
    this.closeChangeLinks(account);
    this.replace(accountId, (a) => ({ ...a, pendingEmail: address }));
    return this.openEmailVerification(accountId, tokenHash, address, expiresAt, now);
  }

  async cancelEmailChange(accountId: number): Promise<AccountRecord | undefined> {
    return this.replace(accountId, (a) => ({ ...a, pendingEmail: null }));
  }

  async confirmEmailChange(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    const open = this.verifications.get(tokenHash);
    if (!open || Date.parse(open.expiresAt) <= now.getTime()) return undefined;
    const account = this.byId.get(open.accountId);
    if (!account?.pendingEmail || loginKey(account.pendingEmail) !== loginKey(open.email)) return undefined;
    if (this.byEmail(account.pendingEmail)) throw new ConflictError(EMAIL_CHANGE_TAKEN);
    for (const [hash, other] of this.verifications) if (other.accountId === account.id) this.verifications.delete(hash);
    auditBefore(account);
    return this.replace(account.id, movedAccount);
  }

  /** The links of an earlier change (to another address than the account's own) stop working. */
  private closeChangeLinks(account: AccountRecord): void {
    for (const [hash, open] of this.verifications) if (open.accountId === account.id && loginKey(open.email) !== loginKey(account.email)) this.verifications.delete(hash);
  }

  async setLanguage(id: number, language: MailLanguage): Promise<AccountRecord | undefined> {
    const checked = checkedLanguage(language);
    return this.replace(id, (account) => ({ ...account, language: checked }));
  }

  async recordSignIn(id: number, at: Date): Promise<AccountRecord | undefined> {
    return this.replace(id, (account) => ({ ...account, lastSignInAt: at.toISOString() }));
  }

  async openPasswordReset(accountId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<PasswordResetOpened> {
    for (const [hash, reset] of this.resets) if (Date.parse(reset.expiresAt) <= now.getTime()) this.resets.delete(hash);
    const opened = { accountId, expiresAt: expiresAt.toISOString() };
    this.resets.set(tokenHash, opened);
    return { ...opened };
  }

  async findByPasswordReset(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    const reset = this.resets.get(tokenHash);
    return reset && Date.parse(reset.expiresAt) > now.getTime() ? this.byId.get(reset.accountId) : undefined;
  }

  async openEmailVerification(accountId: number, tokenHash: string, email: string, expiresAt: Date, now: Date): Promise<EmailVerificationOpened> {
    for (const [hash, open] of this.verifications) if (Date.parse(open.expiresAt) <= now.getTime()) this.verifications.delete(hash);
    const opened = { accountId, email, sentAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
    this.verifications.set(tokenHash, opened);
    return { ...opened };
  }

  async lastEmailVerificationSent(accountId: number): Promise<string | undefined> {
    return [...this.verifications.values()].filter((open) => open.accountId === accountId).map((open) => open.sentAt).sort().at(-1);
  }

  async verifyEmail(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    const open = this.verifications.get(tokenHash);
    if (!open || Date.parse(open.expiresAt) <= now.getTime()) return undefined;
    const account = this.byId.get(open.accountId);
    // A link to an address the account no longer has confirms nothing.
    if (!account || loginKey(account.email) !== loginKey(open.email)) return undefined;
    for (const [hash, other] of this.verifications) if (other.accountId === account.id) this.verifications.delete(hash);
    return this.replace(account.id, (a) => ({ ...a, emailVerified: true }));
  }

  async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<AccountRecord | undefined> {
    const account = await this.findByPasswordReset(tokenHash, now);
    if (!account) return undefined;
    for (const [hash, reset] of this.resets) if (reset.accountId === account.id) this.resets.delete(hash);
    return this.replace(account.id, (a) => ({ ...a, passwordHash }));
  }

  private administer(id: number, change: AdminChange, actorId: number | null): AccountRecord {
    const target = this.byId.get(id);
    if (!target) throw new NotFoundError(`Account ${id} not found`);
    refuseAdminChange(target, change, actorId, this.accounts.filter((a) => a.role === 'admin' && a.active).length);
    auditBefore(target);
    return this.replace(id, () => changedAccount(target, change))!;
  }

  private byEmail(email: string): AccountRecord | undefined {
    return this.accounts.find((a) => loginKey(a.email) === loginKey(email));
  }

  private insert(fields: Omit<AccountRecord, 'id'>): AccountRecord {
    const account: AccountRecord = { id: (this.accounts.at(-1)?.id ?? 0) + 1, ...fields };
    this.accounts.push(account);
    this.byId.set(account.id, account);
    return account;
  }

  /** A new object in the account's place: records already handed out (a principal, an event) keep what they said. */
  private replace(id: number, change: (account: AccountRecord) => AccountRecord): AccountRecord | undefined {
    const account = this.byId.get(id);
    if (!account) return undefined;
    const next = change(account);
    this.accounts[this.accounts.indexOf(account)] = next;
    this.byId.set(id, next);
    return next;
  }
}

