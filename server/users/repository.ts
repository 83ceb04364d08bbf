import type { UserSeed } from '../../seed/users.js';
import { MAX_PER_PAGE, includesText, paginate } from '../common/schemas.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import { USER_LIMITS, type NewUser, type UserPage, type UserQuery, type UserRecord } from './models.js';

const DEFAULT_PER_PAGE = 10;

function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'ru');
}

function requireText(field: keyof typeof USER_LIMITS, value: string | undefined, required: boolean): string {
  const text = (value ?? '').trim();
  if (required && text === '') throw new InvalidInputError(`${field} is required`);
  if (text.length > USER_LIMITS[field]) throw new InvalidInputError(`${field} must be at most ${USER_LIMITS[field]} characters`);
  return text;
}

/** Owner of the listed users: filter, sort and page the list; add with unique e-mail and username; delete. */
export class UserRepository {
  private users: UserRecord[];

  // Nothing here depends on "now"; the clock is part of every repository's constructor contract.
  constructor(seed: UserSeed, _clock: Clock) {
    this.users = seed.map((u) => ({ ...u }));
  }

  /** Every user, newest additions first (the legacy all-data order). */
  all(): UserRecord[] {
    return [...this.users];
  }

  findById(id: number): UserRecord {
    const user = this.users.find((u) => u.id === id);
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
    const direction = sort === 'desc' ? -1 : 1;
    const matches = this.users
      .filter(
        (u) =>
          (q === '' || includesText(u.email, q) || includesText(u.fullName, q) || includesText(u.billing, q)) &&
          (!role || u.role === role) &&
          (!currentPlan || u.currentPlan === currentPlan) &&
          (!status || u.status === status),
      )
      .sort((a, b) => direction * compareValues(a[sortColumn], b[sortColumn]) || a.id - b.id);
    return { users: paginate(matches, page, perPage), total: matches.length };
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
    return user;
  }

  /** Removes and returns the user; an unknown id removes nothing. */
  delete(id: number): UserRecord {
    const user = this.findById(id);
    this.users = this.users.filter((u) => u.id !== id);
    return user;
  }
}
