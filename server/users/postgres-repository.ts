import type { Clock } from '../repositories.js';
import type { Db } from '../db/connection.js';
import { matchesAny, nextId, writeLocked } from '../db/queries.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { NewUser, UserPage, UserQuery, UserRecord } from './models.js';
import type { UserRepository } from './repository.js';
import { checkedListQuery, EMAIL_TAKEN, newUserFields, USERNAME_TAKEN } from './rules.js';
import type { UserTables } from './tables.js';

const SEARCHED = ['email', 'fullName', 'billing'] as const;

function toRecord({ position: _position, ...user }: UserTables['users']): UserRecord {
  return user;
}

/** The listed users in PostgreSQL (table `users`, server/users/tables.ts). */
export class PostgresUserRepository implements UserRepository {
  constructor(
    private readonly db: Db,
    _clock: Clock,
  ) {}

  async all(): Promise<UserRecord[]> {
    const rows = await this.db.selectFrom('users').selectAll().orderBy('position').execute();
    return rows.map(toRecord);
  }

  async findById(id: number): Promise<UserRecord> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`User ${id} not found`);
    return toRecord(row);
  }

  async list(query: UserQuery = {}): Promise<UserPage> {
    const { q, role, currentPlan, status, sort, sortColumn, page, perPage } = checkedListQuery(query);
    let matching = this.db.selectFrom('users').where((eb) => matchesAny(eb, SEARCHED, q));
    if (role) matching = matching.where('role', '=', role);
    if (currentPlan) matching = matching.where('currentPlan', '=', currentPlan);
    if (status) matching = matching.where('status', '=', status);
    const [rows, counted] = await Promise.all([
      matching
        .selectAll()
        .orderBy(sortColumn, sort)
        .orderBy('id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { users: rows.map(toRecord), total: counted.total };
  }

  async add(input: NewUser): Promise<UserRecord> {
    const fields = newUserFields(input);
    return writeLocked(this.db, 'users', async (trx) => {
      const clash = await trx
        .selectFrom('users')
        .select(['email', 'username'])
        .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', fields.email.toLowerCase()), eb(eb.fn('lower', ['username']), '=', fields.username.toLowerCase())]))
        .execute();
      if (clash.some((u) => u.email.toLowerCase() === fields.email.toLowerCase())) throw new ConflictError(EMAIL_TAKEN);
      if (clash.length > 0) throw new ConflictError(USERNAME_TAKEN);
      const { first } = await trx.selectFrom('users').select((eb) => eb.fn.coalesce(eb.fn.min('position'), eb.lit(0)).as('first')).executeTakeFirstOrThrow();
      const user: UserRecord = { id: await nextId(trx, 'users'), ...fields };
      await trx.insertInto('users').values({ ...user, position: first - 1 }).execute();
      return user;
    });
  }

  async delete(id: number): Promise<UserRecord> {
    const row = await this.db.deleteFrom('users').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw new NotFoundError(`User ${id} not found`);
    return toRecord(row);
  }
}
