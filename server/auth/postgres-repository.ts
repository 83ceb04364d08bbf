import type { AccountRecord } from '../../seed/accounts.js';
import type { Db } from '../db/connection.js';
import { inTransaction, nextId, writeLocked } from '../db/queries.js';
import type { AccountRepository } from './repository.js';
import { hashNewPassword, loginKey, newAccountFields, RegistrationConflictError, registrationErrors, verifyPassword, type NewAccount } from './rules.js';
import { accountRow } from './tables.js';

/** The login accounts in PostgreSQL (table `accounts`, server/auth/tables.ts). */
export class PostgresAccountRepository implements AccountRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<AccountRecord | undefined> {
    return this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    return this.db
      .selectFrom('accounts')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['email']), '=', loginKey(email)))
      .executeTakeFirst();
  }

  async authenticate(email: string, password: string): Promise<AccountRecord | undefined> {
    const account = await this.findByEmail(email);
    return account && (await verifyPassword(password, account.passwordHash)) ? account : undefined;
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
      const account: AccountRecord = { id: await nextId(trx, 'accounts'), ...newAccountFields(input, passwordHash) };
      await trx.insertInto('accounts').values(accountRow(account)).execute();
      return account;
    });
  }

  async setPassword(id: number, password: string): Promise<AccountRecord | undefined> {
    const passwordHash = await hashNewPassword(password);
    return inTransaction(this.db, (trx) => trx.updateTable('accounts').set({ passwordHash }).where('id', '=', id).returningAll().executeTakeFirst());
  }

  async all(): Promise<AccountRecord[]> {
    return this.db.selectFrom('accounts').selectAll().orderBy('id').execute();
  }
}
