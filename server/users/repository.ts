import type { UserSeed } from '../../seed/users.js';
import { fold, ListIndex, type Compare } from '../common/list-index.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import {
  USER_LIMITS,
  USER_SORT_COLUMNS,
  type NewUser,
  type UserPage,
  type UserQuery,
  type UserRecord,
  type UserSortColumn,
} from './models.js';

const DEFAULT_PER_PAGE = 10;

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

function requireText(field: keyof typeof USER_LIMITS, value: string | undefined, required: boolean): string {
  const text = (value ?? '').trim();
  if (required && text === '') throw new InvalidInputError(`${field} is required`);
  if (text.length > USER_LIMITS[field]) throw new InvalidInputError(`${field} must be at most ${USER_LIMITS[field]} characters`);
  return text;
}

/** Owner of the listed users: filter, sort and page the list; add with unique e-mail and username; delete. */
export class UserRepository {
  private users: UserRecord[];
  /** By id, in each sort order, with e-mail, full name and billing folded for search; kept on write. */
  private readonly index: ListIndex<UserOrder, UserRecord>;

  // Nothing here depends on "now"; the clock is part of every repository's constructor contract.
  constructor(seed: UserSeed, _clock: Clock) {
    this.users = seed.map((u) => ({ ...u }));
    this.index = new ListIndex(this.users, COMPARATORS, (u) => [u.email, u.fullName, u.billing]);
  }

  /** Every user, newest additions first (the legacy all-data order). */
  all(): UserRecord[] {
    return [...this.users];
  }

  findById(id: number): UserRecord {
    const user = this.index.get(id);
    if (!user) throw new NotFoundError(`User ${id} not found`);
    return user;
  }

  /**
   * Spec sections 7 and 9: q matches e-mail, full name or billing (case-insensitive substring);
   * role, plan and status match exactly; default page 1 of 10, ascending by full name. Ties keep
   * id order so pages never overlap.
   */
  list(query: UserQuery = {}): UserPage {
    const { q = '', role, currentPlan, status, sort = 'asc', sortColumn = 'fullName', page = 1, perPage = DEFAULT_PER_PAGE } = query;
    if (q.length > USER_LIMITS.q) throw new InvalidInputError(`q must be at most ${USER_LIMITS.q} characters`);
    if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new InvalidInputError(`perPage must be an integer from 1 to ${MAX_PER_PAGE}`);
    }
    if (!USER_SORT_COLUMNS.includes(sortColumn)) throw new InvalidInputError(`sortColumn must be one of ${USER_SORT_COLUMNS.join(', ')}`);
    const { items, total } = this.index.page(
      {
        order: `${sortColumn}:${sort === 'desc' ? 'desc' : 'asc'}`,
        needle: fold(q),
        filter:
          role || currentPlan || status
            ? (u) => (!role || u.role === role) && (!currentPlan || u.currentPlan === currentPlan) && (!status || u.status === status)
            : null,
      },
      page,
      perPage,
    );
    return { users: items, total };
  }

  /** A new user (id = max + 1) placed first; e-mail and username must be unused (case-insensitive). */
  add(input: NewUser): UserRecord {
    const email = requireText('email', input.email, true);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new InvalidInputError('email must be a valid e-mail address');
    const username = requireText('username', input.username, true);
    if (/\s/.test(username)) throw new InvalidInputError('username must not contain spaces');
    const avatar = requireText('avatar', input.avatar ?? undefined, false);
    const user: UserRecord = {
      id: this.users.reduce((max, u) => Math.max(max, u.id), 0) + 1,
      fullName: requireText('fullName', input.fullName, true),
      company: requireText('company', input.company, false),
      role: input.role,
      username,
      country: requireText('country', input.country, false),
      contact: requireText('contact', input.contact, false),
      email,
      currentPlan: input.currentPlan,
      status: input.status ?? 'active',
      billing: input.billing ?? 'Auto Debit',
      avatar: avatar === '' ? null : avatar,
    };
    if (this.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
      throw new ConflictError('This email is already in use.');
    }
    if (this.users.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
      throw new ConflictError('This username is already in use.');
    }
    this.users.unshift(user);
    this.index.insert(user);
    return user;
  }

  /** Removes and returns the user; an unknown id removes nothing. */
  delete(id: number): UserRecord {
    const user = this.findById(id);
    this.users = this.users.filter((u) => u.id !== id);
    this.index.remove(user);
    return user;
  }
}
