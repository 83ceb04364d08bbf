import { fold, ListIndex, type Compare } from '../common/list-index.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { USER_SORT_COLUMNS, type NewUser, type UserChanges, type UserPage, type UserQuery, type UserRecord, type UserSortColumn, type UserSeed } from './models.js';
import type { UserRepository } from './repository.js';
import { applyUserChanges, checkedListQuery, EMAIL_TAKEN, newUserFields, newUsersOf, USERNAME_TAKEN } from './rules.js';
import { changeEach, type ManyWritten } from '../common/many-writes.js';
import { auditBefore } from '../audit/trail.js';
import type { Clock } from '../common/clock.js';

const collator = new Intl.Collator('ru');

function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

type UserOrder = `${UserSortColumn}:${'asc' | 'desc'}`;

/** Ascending or descending by the column; ties keep id order either way, so pages never overlap. */
const COMPARATORS = Object.fromEntries(
  USER_SORT_COLUMNS.flatMap((column) =>
    ([['asc', 1], ['desc', -1]] as const).map(([sort, direction]): [UserOrder, Compare<UserRecord>] => [
      `${column}:${sort}`,
      (a, b) => direction * compareValues(a[column], b[column]) || a.id - b.id,
    ]),
  ),
) as Record<UserOrder, Compare<UserRecord>>;

/** The listed users in this process's memory: the default store, seeded on every start. */
export class MemoryUserRepository implements UserRepository {
  /**
   * The users in list order from the bottom: the last added is last. Kept in place: an import adds a thousand
   * batches, and a new array of every user per batch left hundreds of megabytes for V8's large-object space to
   * collect (the 100,000-user import's resident peak).
   */
  private readonly bottomUp: UserRecord[];
  /** By id, in each sort order, with e-mail, full name and billing folded for search; kept on write. */
  private readonly index: ListIndex<UserOrder, UserRecord>;
  /** Ids by lower-cased e-mail, and the lower-cased usernames in use: the uniqueness rules without a scan (an import adds thousands). */
  private readonly emails = new Map<string, number>();
  private readonly usernames = new Set<string>();
  /** The largest id (found again when that user is deleted: the next id is the maximum of the rest + 1). */
  private maxId = 0;

  // Nothing here depends on "now"; the clock is part of every repository's constructor contract.
  constructor(seed: UserSeed, _clock: Clock) {
    this.bottomUp = seed.map((u) => ({ ...u })).reverse();
    this.index = new ListIndex(this.bottomUp, COMPARATORS, (u) => [u.email, u.fullName, u.billing]);
    for (const user of this.bottomUp) this.keep(user);
  }

  private keep(user: UserRecord): void {
    this.emails.set(user.email.toLowerCase(), user.id);
    this.usernames.add(user.username.toLowerCase());
    this.maxId = Math.max(this.maxId, user.id);
  }

  async all(): Promise<UserRecord[]> {
    return [...this.bottomUp].reverse();
  }

  async findById(id: number): Promise<UserRecord> {
    const user = this.index.get(id);
    if (!user) throw new NotFoundError(`User ${id} not found`);
    return user;
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const id = this.emails.get(email.trim().toLowerCase());
    return id === undefined ? undefined : this.index.get(id);
  }

  async findByEmails(emails: readonly string[]): Promise<Map<string, UserRecord>> {
    const found = new Map<string, UserRecord>();
    for (const email of emails) {
      const key = email.trim().toLowerCase();
      const id = this.emails.get(key);
      const user = id === undefined ? undefined : this.index.get(id);
      if (user) found.set(key, user);
    }
    return found;
  }

  async list(query: UserQuery = {}): Promise<UserPage> {
    const { q, role, currentPlan, status, sort, sortColumn, page, perPage } = checkedListQuery(query);
    const { items, total } = this.index.page(
      {
        order: `${sortColumn}:${sort}`,
        needle: fold(q),
        filter:
          role || currentPlan || status
            ? (u) => (!role || u.role === role) && (!currentPlan || u.currentPlan === currentPlan) && (!status || u.status === status)
            : null,
      },
      page,
      perPage,
    );
    // Memory counts every match: its totals are always exact.
    return { users: items, total, totalEstimated: false };
  }

  async add(input: NewUser): Promise<UserRecord> {
    return this.insert(this.maxId + 1, input);
  }

  async reinstate({ id, ...input }: UserRecord): Promise<UserRecord> {
    if (this.index.get(id)) throw new ConflictError(`User ${id} exists`);
    return this.insert(id, input);
  }

  async update(id: number, changes: UserChanges): Promise<UserRecord> {
    const current = await this.findById(id);
    const next = applyUserChanges(current, changes);
    auditBefore(current);
    // Role, plan and status are sort columns: the user takes its place again in every order.
    this.index.replace(current, next, () => this.replaceListed(new Map([[id, next]])));
    return next;
  }

  async delete(id: number): Promise<UserRecord> {
    const user = await this.findById(id);
    this.bottomUp.splice(this.bottomUp.findIndex((u) => u.id === id), 1);
    this.index.remove(user);
    this.emails.delete(user.email.toLowerCase());
    this.usernames.delete(user.username.toLowerCase());
    if (id === this.maxId) this.maxId = this.bottomUp.reduce((max, u) => Math.max(max, u.id), 0);
    return user;
  }

  async addMany(inputs: readonly NewUser[]): Promise<ManyWritten<UserRecord>> {
    const result = newUsersOf(inputs, { email: (email) => this.emails.has(email), username: (username) => this.usernames.has(username) }, this.maxId + 1);
    const added = result.written.map(({ after }) => after);
    for (const user of added) {
      this.index.insert(user);
      this.keep(user);
    }
    // Listed first, the last added on top: as many single adds would leave them.
    for (const user of added) this.bottomUp.push(user);
    return result;
  }

  async updateMany(ids: readonly number[], changesOf: (user: UserRecord) => UserChanges): Promise<ManyWritten<UserRecord>> {
    const current = new Map<number, UserRecord>();
    for (const id of ids) {
      const user = this.index.get(id);
      if (user) current.set(id, user);
    }
    const result = changeEach(ids, current, (user) => applyUserChanges(user, changesOf(user)), 'User');
    const next = new Map(result.written.map(({ after }) => [after.id, after]));
    // Role, plan and status are sort columns: each user takes its place again in every order.
    for (const { before, after } of result.written) if (before) this.index.replace(before, after);
    this.replaceListed(next);
    return result;
  }

  /** Puts each changed user in its place in the list. */
  private replaceListed(next: ReadonlyMap<number, UserRecord>): void {
    this.bottomUp.forEach((user, i) => {
      const changed = next.get(user.id);
      if (changed) this.bottomUp[i] = changed;
    });
  }

  /** A user listed first, its e-mail and username unused. */
  private insert(id: number, input: NewUser): UserRecord {
    const fields = newUserFields(input);
    if (this.emails.has(fields.email.toLowerCase())) throw new ConflictError(EMAIL_TAKEN);
    if (this.usernames.has(fields.username.toLowerCase())) throw new ConflictError(USERNAME_TAKEN);
    const user: UserRecord = { id, ...fields };
    this.bottomUp.push(user);
    this.index.insert(user);
    this.keep(user);
    return user;
  }
}
