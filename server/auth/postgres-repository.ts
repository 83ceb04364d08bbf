import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { containsPattern, inTransaction, nextId, writeLocked } from '../db/queries.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
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
  loginKey,
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
import { accountRow } from './tables.js';
import { auditBefore } from '../audit/trail.js';
import type { AccountRecord } from './models.js';
import type { MailLanguage } from '../mail/models.js';

type Trx = Parameters<Parameters<typeof writeLocked>[2]>[0];

/** The login accounts in PostgreSQL (table `accounts`, server/auth/tables.ts). */
export class PostgresAccountRepository implements AccountRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<AccountRecord | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async authenticate(email: string, password: string): Promise<AccountRecord | undefined> {
    return passwordMatches(password, await this.findByEmail(email));
  }

  async create(input: NewAccount): Promise<AccountRecord> {
    // Hashed before the lock: registrations take turns only for the uniqueness check and the id.
    const passwordHash = await hashNewPassword(input.password);
    return writeLocked(this.db, 'accounts', async (trx) => {
      const found = await trx
        .selectFrom('accounts')
        .select(['email', 'username'])
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['email']), '=', loginKey(input.email)), eb(eb.fn('lower', ['username']), '=', loginKey(input.username))]),
        )
        .execute();
      const clash = registrationErrors(input, found);
      if (clash) throw new RegistrationConflictError(clash);
      return this.insert(trx, newAccountFields(input, passwordHash));
    });
  }

  async setPassword(id: number, password: string): Promise<AccountRecord | undefined> {
    const passwordHash = await hashNewPassword(password);
    return inTransaction(this.db, (trx) => trx.updateTable('accounts').set({ passwordHash }).where('id', '=', id).returningAll().executeTakeFirst());
  }

  async all(): Promise<AccountRecord[]> {
    return this.db.selectFrom('accounts').selectAll().orderBy('id').execute();
  }

  async list(query?: AccountQuery): Promise<AccountPage> {
    const { q, role, active, page, perPage } = checkedAccountQuery(query);
    let matching = this.db.selectFrom('accounts');
    if (q !== '') {
      const pattern = containsPattern(q);
      matching = matching.where(sql<boolean>`(email ILIKE ${pattern} OR full_name ILIKE ${pattern} OR username ILIKE ${pattern})`);
    }
    if (role !== undefined) matching = matching.where('role', '=', role);
    if (active !== undefined) matching = matching.where('active', '=', active);
    const [accounts, counted] = await Promise.all([
      matching
        .selectAll()
        .orderBy('id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { accounts, total: counted.total };
  }

  async roleCounts(): Promise<Record<AccountRole, number>> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(['role', (eb) => eb.fn.countAll<number>().as('count')])
      .where('active', '=', true)
      .groupBy('role')
      .execute();
    return countRoles(rows);
  }

  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    return this.db
      .selectFrom('accounts')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', loginKey(email)))
      .executeTakeFirst();
  }

  async findByInvite(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    return this.db
      .selectFrom('accounts')
      .selectAll()
      .where('inviteTokenHash', '=', tokenHash)
      .where('inviteExpiresAt', '>', now.toISOString())
      .executeTakeFirst();
  }

  async createAccount(input: AdministeredAccount): Promise<AccountRecord> {
    const checked = checkedAdministeredAccount(input);
    return writeLocked(this.db, 'accounts', async (trx) => {
      const taken = await trx.selectFrom('accounts').select(['email', 'username']).execute();
      if (taken.some((a) => loginKey(a.email) === loginKey(checked.email))) throw new RegistrationConflictError({ email: EMAIL_TAKEN, username: null });
      const usernames = new Set(taken.map((a) => loginKey(a.username)));
      return this.insert(trx, administeredFields(checked, usernameFor(checked.email, (name) => usernames.has(name))));
    });
  }

  async changeRole(id: number, role: AccountRole, actorId: number | null): Promise<AccountRecord> {
    return this.administer(id, { role }, actorId);
  }

  async setActive(id: number, active: boolean, actorId: number | null): Promise<AccountRecord> {
    return this.administer(id, { active }, actorId);
  }

  async acceptInvite(tokenHash: string, passwordHash: string, now: Date): Promise<AccountRecord | undefined> {
    return inTransaction(this.db, (trx) =>
      trx
        .updateTable('accounts')
        .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null, emailVerified: true })
        .where('inviteTokenHash', '=', tokenHash)
        .where('inviteExpiresAt', '>', now.toISOString())
        .returningAll()
        .executeTakeFirst(),
    );
  }

  async openPasswordReset(accountId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<PasswordResetOpened> {
    return inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('password_resets').where('expiresAt', '<=', now.toISOString()).execute();
      await trx.insertInto('password_resets').values({ tokenHash, accountId, expiresAt: expiresAt.toISOString() }).execute();
      return { accountId, expiresAt: expiresAt.toISOString() };
    });
  }

  async findByPasswordReset(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    return this.db
      .selectFrom('accounts')
      .selectAll('accounts')
      .innerJoin('password_resets', 'password_resets.accountId', 'accounts.id')
      .where('password_resets.tokenHash', '=', tokenHash)
      .where('password_resets.expiresAt', '>', now.toISOString())
      .executeTakeFirst();
  }

  async openEmailVerification(accountId: number, tokenHash: string, email: string, expiresAt: Date, now: Date): Promise<EmailVerificationOpened> {
    const opened = { accountId, email, sentAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('email_verifications').where('expiresAt', '<=', now.toISOString()).execute();
      await trx.insertInto('email_verifications').values({ tokenHash, ...opened }).execute();
    });
    return opened;
  }

  async lastEmailVerificationSent(accountId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('email_verifications')
      .select((eb) => eb.fn.max('sentAt').as('sentAt'))
      .where('accountId', '=', accountId)
      .executeTakeFirst();
    return row?.sentAt ?? undefined;
  }

  async verifyEmail(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    return inTransaction(this.db, async (trx) => {
      // Locked, not yet deleted: a link for a pending new address is confirmEmailChange's to use.
      const used = await this.openLink(trx, tokenHash, now);
      if (!used) return undefined;
      const verified = await trx
        .updateTable('accounts')
        .set({ emailVerified: true })
        .where('id', '=', used.accountId)
        .where(sql<boolean>`lower(email) = lower(${used.email})`)
        .returningAll()
        .executeTakeFirst();
      if (verified) await trx.deleteFrom('email_verifications').where('accountId', '=', used.accountId).execute();
      return verified;
    });
  }

  async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<AccountRecord | undefined> {
    return inTransaction(this.db, async (trx) => {
      // The delete is the claim: of two requests with one link, one deletes the row.
      const used = await trx
        .deleteFrom('password_resets')
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>', now.toISOString())
        .returning('accountId')
        .executeTakeFirst();
      if (!used) return undefined;
      await trx.deleteFrom('password_resets').where('accountId', '=', used.accountId).execute();
      return trx.updateTable('accounts').set({ passwordHash }).where('id', '=', used.accountId).returningAll().executeTakeFirst();
    });
  }

  async requestEmailChange(accountId: number, email: string, tokenHash: string, expiresAt: Date, now: Date): Promise<EmailVerificationOpened> {
    const address = email.trim();
    const opened = { accountId, email: address, sentAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
    // Under the accounts' write lock, as registrations check their address: the pending one is free when asked for.
    // The transaction answers what it did: the audit records it before the commit.
    return writeLocked(this.db, 'accounts', async (trx) => {
      const account = await trx.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
      if (!account) throw new NotFoundError(`Account ${accountId} not found`);
      const taken = await trx.selectFrom('accounts').select('id').where(sql<boolean>`lower(email) = lower(${address})`).executeTakeFirst();
      refuseEmailChange(account, address, taken !== undefined);
      await this.closeChangeLinks(trx, account);
      await trx.updateTable('accounts').set({ pendingEmail: address }).where('id', '=', accountId).execute();
      await trx.deleteFrom('email_verifications').where('expiresAt', '<=', now.toISOString()).execute();
      await trx.insertInto('email_verifications').values({ tokenHash, ...opened }).execute();
      return opened;
    });
  }

  async cancelEmailChange(accountId: number): Promise<AccountRecord | undefined> {
    return this.db.updateTable('accounts').set({ pendingEmail: null }).where('id', '=', accountId).returningAll().executeTakeFirst();
  }

  async confirmEmailChange(tokenHash: string, now: Date): Promise<AccountRecord | undefined> {
    return writeLocked(this.db, 'accounts', async (trx) => {
      const link = await this.openLink(trx, tokenHash, now);
      if (!link) return undefined;
      const account = await trx.selectFrom('accounts').selectAll().where('id', '=', link.accountId).executeTakeFirst();
      if (!account?.pendingEmail || loginKey(account.pendingEmail) !== loginKey(link.email)) return undefined;
      const taken = await trx.selectFrom('accounts').select('id').where(sql<boolean>`lower(email) = lower(${account.pendingEmail})`).executeTakeFirst();
      if (taken) throw new ConflictError(EMAIL_CHANGE_TAKEN);
      auditBefore(account);
      const moved = movedAccount(account);
      await trx.updateTable('accounts').set({ email: moved.email, pendingEmail: null, emailVerified: true }).where('id', '=', account.id).execute();
      await trx.deleteFrom('email_verifications').where('accountId', '=', account.id).execute();
      return moved;
    });
  }

  /** An open verification link, locked until the transaction ends: of two requests with one link, one uses it. */
  private openLink(trx: Trx, tokenHash: string, now: Date): Promise<{ accountId: number; email: string } | undefined> {
    return trx
      .selectFrom('email_verifications')
      .select(['accountId', 'email'])
      .where('tokenHash', '=', tokenHash)
      .where('expiresAt', '>', now.toISOString())
      .forUpdate()
      .executeTakeFirst();
  }

  /** The links of an earlier change (to another address than the account's own) stop working. */
  private async closeChangeLinks(trx: Trx, account: AccountRecord): Promise<void> {
    await trx
      .deleteFrom('email_verifications')
      .where('accountId', '=', account.id)
      .where(sql<boolean>`lower(email) <> lower(${account.email})`)
      .execute();
  }

  async setLanguage(id: number, language: MailLanguage): Promise<AccountRecord | undefined> {
    const checked = checkedLanguage(language);
    return this.db.updateTable('accounts').set({ language: checked }).where('id', '=', id).returningAll().executeTakeFirst();
  }

  async recordSignIn(id: number, at: Date): Promise<AccountRecord | undefined> {
    return this.db.updateTable('accounts').set({ lastSignInAt: at.toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Under the accounts' write lock: two administrators demoting the last two admins at once cannot both pass. */
  private administer(id: number, change: AdminChange, actorId: number | null): Promise<AccountRecord> {
    return writeLocked(this.db, 'accounts', async (trx) => {
      const target = await trx.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
      if (!target) throw new NotFoundError(`Account ${id} not found`);
      const { admins } = await trx
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('admins'))
        .where('role', '=', 'admin')
        .where('active', '=', true)
        .executeTakeFirstOrThrow();
      refuseAdminChange(target, change, actorId, admins);
      auditBefore(target);
      const next = changedAccount(target, change);
      await trx.updateTable('accounts').set({ role: next.role, active: next.active }).where('id', '=', id).execute();
      return next;
    });
  }

  private async insert(trx: Trx, fields: Omit<AccountRecord, 'id'>): Promise<AccountRecord> {
    const account: AccountRecord = { id: await nextId(trx, 'accounts'), ...fields };
    await trx.insertInto('accounts').values(accountRow(account)).execute();
    return account;
  }
}
