import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { inIdOrder, sortedIds } from '../db/searched-page.js';
import { countMatches, groupRows, inTransaction, matchesSearch, nextId, sortFromMatches, tableRows, writeLocked, type RowFilter } from '../db/queries.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import type { NewUser, UserChanges, UserPage, UserQuery, UserRecord } from './models.js';
import { auditBefore } from '../audit/trail.js';
import type { UserRepository } from './repository.js';
import { applyUserChanges, checkedListQuery, EMAIL_TAKEN, newUserFields, newUsersOf, USERNAME_TAKEN } from './rules.js';
import { changeEach, type ManyWritten } from '../common/many-writes.js';
import { insertRows, updateRows } from '../db/row-sets.js';
import { userRow, userSearch, type UserTables } from './tables.js';
import type { Clock } from '../common/clock.js';
import { extended } from '../common/extended.js';

const SEARCHED = ['email', 'fullName', 'billing'] as const;
/** Sorting by a searched column, a search's matches may all sit at one end of the order. */
const SEARCHED_SORTS: ReadonlySet<string> = new Set(SEARCHED);

/** A user's row as written: every column (server/users/tables.ts `userRow`). */
const USER_ROW_COLUMNS = [
  'id',
  'fullName',
  'company',
  'role',
  'username',
  'country',
  'contact',
  'email',
  'currentPlan',
  'status',
  'billing',
  'avatar',
  'position',
  'search',
] as const;

/** What an update may change (UserChanges), and the search text kept from it. */
const CHANGED_COLUMNS = ['role', 'currentPlan', 'status', 'billing', 'fullName', 'company', 'country', 'contact', 'search'] as const;

function toRecord({ position: _position, search: _search, ...user }: UserTables['users']): UserRecord {
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

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst();
    return row && toRecord(row);
  }

  async findByEmails(emails: readonly string[]): Promise<Map<string, UserRecord>> {
    if (emails.length === 0) return new Map();
    const lowered = emails.map((email) => email.trim().toLowerCase());
    const rows = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<boolean>`lower(email) = ANY(${lowered}::text[])`)
      .execute();
    return new Map(rows.map((row) => [row.email.toLowerCase(), toRecord(row)]));
  }

  async list(query: UserQuery = {}): Promise<UserPage> {
    const { q, role, currentPlan, status, sort, sortColumn, page, perPage } = checkedListQuery(query);
    const offset = (page - 1) * perPage;
    const filter: RowFilter<'users'> = (eb) =>
      eb.and([
        matchesSearch(eb, SEARCHED, q),
        ...(role === undefined ? [] : [eb('role', '=', role)]),
        ...(currentPlan === undefined ? [] : [eb('currentPlan', '=', currentPlan)]),
        ...(status === undefined ? [] : [eb('status', '=', status)]),
      ]);
    const rowCount = await tableRows(this.db, 'users');
    const { total, estimated } =
      q !== ''
        ? await countMatches(this.db, 'users', filter, rowCount)
        : { total: await groupRows(this.db, 'users', { role, current_plan: currentPlan, status }), estimated: false };
    if (offset >= total) return { users: [], total, totalEstimated: estimated };
    const matching = this.db.selectFrom('users').where(filter);
    const rows = sortFromMatches(total, rowCount, offset + perPage, SEARCHED_SORTS.has(sortColumn) && q !== '')
      ? await this.byIds(await sortedIds(this.db, matching, ['id', sortColumn], sql`${sql.ref(sortColumn)} ${sql.raw(sort)}, id`, perPage, offset))
      : await matching.selectAll().orderBy(sortColumn, sort).orderBy('id').limit(perPage).offset(offset).execute();
    return { users: rows.map(toRecord), total, totalEstimated: estimated };
  }

  /** The users of these ids, in their order. */
  private async byIds(ids: readonly number[]): Promise<UserTables['users'][]> {
    if (ids.length === 0) return [];
    return inIdOrder(ids, await this.db.selectFrom('users').selectAll().where('id', 'in', ids).execute());
  }

  async add(input: NewUser): Promise<UserRecord> {
    return this.insert(null, input);
  }

  async reinstate({ id, ...input }: UserRecord): Promise<UserRecord> {
    return this.insert(id, input);
  }

  /** A user listed first, its e-mail and username unused; `id` null for the next one. */
  private async insert(id: number | null, input: NewUser): Promise<UserRecord> {
    const fields = newUserFields(input);
    return writeLocked(this.db, 'users', async (trx) => {
      if (id !== null && (await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())) throw new ConflictError(`User ${id} exists`);
      const clash = await trx
        .selectFrom('users')
        .select(['email', 'username'])
        .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', fields.email.toLowerCase()), eb(eb.fn('lower', ['username']), '=', fields.username.toLowerCase())]))
        .execute();
      if (clash.some((u) => u.email.toLowerCase() === fields.email.toLowerCase())) throw new ConflictError(EMAIL_TAKEN);
      if (clash.length > 0) throw new ConflictError(USERNAME_TAKEN);
      const { first } = await trx.selectFrom('users').select((eb) => eb.fn.coalesce(eb.fn.min('position'), eb.lit(0)).as('first')).executeTakeFirstOrThrow();
      const user: UserRecord = { id: id ?? (await nextId(trx, 'users')), ...fields };
      await trx.insertInto('users').values(userRow(user, first - 1)).execute();
      return user;
    });
  }

  async update(id: number, changes: UserChanges): Promise<UserRecord> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new NotFoundError(`User ${id} not found`);
      const current = toRecord(row);
      const next = applyUserChanges(current, changes);
      auditBefore(current);
      await trx.updateTable('users').set({
          role: next.role,
          currentPlan: next.currentPlan,
          status: next.status,
          billing: next.billing,
          fullName: next.fullName,
          company: next.company,
          country: next.country,
          contact: next.contact,
          search: userSearch(next),
        }).where('id', '=', id).execute();
      return next;
    });
  }

  /** One transaction under the table's write lock: the keys the rows name read at once, the users inserted by one statement. */
  async addMany(inputs: readonly NewUser[]): Promise<ManyWritten<UserRecord>> {
    if (inputs.length === 0) return { written: [], refused: [] };
    const lowered = (field: 'email' | 'username') => inputs.map((input) => String(input[field] ?? '').trim().toLowerCase());
    return writeLocked(this.db, 'users', async (trx) => {
      const clash = await trx
        .selectFrom('users')
        .select(['email', 'username'])
        .where(sql<boolean>`lower(email) = ANY(${lowered('email')}::text[]) OR lower(username) = ANY(${lowered('username')}::text[])`)
        .execute();
      const emails = new Set(clash.map((user) => user.email.toLowerCase()));
      const usernames = new Set(clash.map((user) => user.username.toLowerCase()));
      const result = newUsersOf(inputs, { email: (email) => emails.has(email), username: (username) => usernames.has(username) }, await nextId(trx, 'users'));
      const { first } = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.coalesce(eb.fn.min('position'), eb.lit(0)).as('first'))
        .executeTakeFirstOrThrow();
      // Each below the one before, as single adds would list them.
      await insertRows(
        trx,
        'users',
        USER_ROW_COLUMNS,
        result.written.map(({ after }, i) => userRow(after, first - 1 - i)),
      );
      return result;
    });
  }

  async updateMany(ids: readonly number[], changesOf: (user: UserRecord) => UserChanges): Promise<ManyWritten<UserRecord>> {
    if (ids.length === 0) return { written: [], refused: [] };
    return inTransaction(this.db, async (trx) => {
      const rows = await trx
        .selectFrom('users')
        .selectAll()
        .where(sql<boolean>`id = ANY(${[...ids]}::integer[])`)
        .orderBy('id')
        .forUpdate()
        .execute();
      const stored = new Map(rows.map((row) => [row.id, row]));
      const result = changeEach(ids, new Map(rows.map((row) => [row.id, toRecord(row)])), (user) => applyUserChanges(user, changesOf(user)), 'User');
      await updateRows(
        trx,
        'users',
        CHANGED_COLUMNS,
        // Each row as read under lock: what the table holds now.
        result.written.map(({ after }) => ({ before: stored.get(after.id) ?? null, after: extended(after, { search: userSearch(after) }) })),
      );
      return result;
    });
  }

  async delete(id: number): Promise<UserRecord> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx.deleteFrom('users').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) throw new NotFoundError(`User ${id} not found`);
      return toRecord(row);
    });
  }
}
