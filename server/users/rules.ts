import { MAX_PER_PAGE } from '../common/schemas.js';
import { ConflictError, DomainError, InvalidFieldError, InvalidInputError } from '../common/errors.js';
import type { ManyWritten } from '../common/many-writes.js';
import { USER_BILLINGS, USER_LIMITS, USER_PLANS, USER_ROLES, USER_SORT_COLUMNS, USER_STATUSES, type NewUser, type UserChanges, type UserQuery, type UserRecord, type UserSortColumn } from './models.js';

/**
 * The users domain's rules that do not depend on where rows live, shared by both stores: what a list call
 * may ask (with its defaults) and what a new user must be. Each store adds only how it finds and keeps rows.
 */

export const DEFAULT_PER_PAGE = 10;

/** A list call with its defaults filled in, checked. */
export interface UserListQuery {
  q: string;
  role?: UserRecord['role'];
  currentPlan?: UserRecord['currentPlan'];
  status?: UserRecord['status'];
  sort: 'asc' | 'desc';
  sortColumn: UserSortColumn;
  page: number;
  perPage: number;
}

/** Spec sections 7 and 9: default page 1 of 10, ascending by full name. */
export function checkedListQuery(query: UserQuery = {}): UserListQuery {
  const { q = '', sort = 'asc', sortColumn = 'fullName', page = 1, perPage = DEFAULT_PER_PAGE } = query;
  if (q.length > USER_LIMITS.q) throw new InvalidInputError(`q must be at most ${USER_LIMITS.q} characters`);
  if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new InvalidInputError(`perPage must be an integer from 1 to ${MAX_PER_PAGE}`);
  }
  if (!USER_SORT_COLUMNS.includes(sortColumn)) throw new InvalidInputError(`sortColumn must be one of ${USER_SORT_COLUMNS.join(', ')}`);
  return { ...query, q, sort: sort === 'desc' ? 'desc' : 'asc', sortColumn, page, perPage };
}

function requireText(field: keyof typeof USER_LIMITS, value: string | undefined, required: boolean): string {
  const text = (value ?? '').trim();
  if (required && text === '') throw new InvalidInputError(`${field} is required`);
  if (text.length > USER_LIMITS[field]) throw new InvalidInputError(`${field} must be at most ${USER_LIMITS[field]} characters`);
  return text;
}

/** A checked new user without its id (the store gives it: the maximum plus one). */
export function newUserFields(input: NewUser): Omit<UserRecord, 'id'> {
  const email = requireText('email', input.email, true);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new InvalidInputError('email must be a valid e-mail address');
  const username = requireText('username', input.username, true);
  if (/\s/.test(username)) throw new InvalidInputError('username must not contain spaces');
  const avatar = requireText('avatar', input.avatar ?? undefined, false);
  return {
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
}

export const EMAIL_TAKEN = 'This email is already in use.';
export const USERNAME_TAKEN = 'This username is already in use.';

/** Whether a stored user holds an e-mail or a username (lower-cased). */
export interface TakenKeys {
  email(lowered: string): boolean;
  username(lowered: string): boolean;
}

/**
 * The new users of one write by `add`'s rules, in input order with ids from `firstId` on: a row whose fields are
 * refused, or whose e-mail or username is taken (by a stored user or an earlier row of the write), is refused with why.
 */
export function newUsersOf(inputs: readonly NewUser[], taken: TakenKeys, firstId: number): ManyWritten<UserRecord> {
  const result: ManyWritten<UserRecord> = { written: [], refused: [] };
  const emails = new Set<string>();
  const usernames = new Set<string>();
  inputs.forEach((input, at) => {
    try {
      const fields = newUserFields(input);
      const [email, username] = [fields.email.toLowerCase(), fields.username.toLowerCase()];
      if (emails.has(email) || taken.email(email)) throw new ConflictError(EMAIL_TAKEN);
      if (usernames.has(username) || taken.username(username)) throw new ConflictError(USERNAME_TAKEN);
      emails.add(email);
      usernames.add(username);
      result.written.push({ before: null, after: { id: firstId + result.written.length, ...fields } });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.refused.push({ at, error });
    }
  });
  return result;
}

function oneOf<T extends string>(field: string, values: readonly T[], value: T | undefined): T | undefined {
  if (value !== undefined && !values.includes(value)) throw new InvalidFieldError(field, `must be one of ${values.join(', ')}`);
  return value;
}

/** The user after the change, checked whole before anything is written. */
export function applyUserChanges(user: UserRecord, changes: UserChanges): UserRecord {
  const role = oneOf('role', USER_ROLES, changes.role);
  const currentPlan = oneOf('currentPlan', USER_PLANS, changes.currentPlan);
  const status = oneOf('status', USER_STATUSES, changes.status);
  const billing = oneOf('billing', USER_BILLINGS, changes.billing);
  const text = (field: 'fullName' | 'company' | 'country' | 'contact') => {
    const value = changes[field];
    if (value === undefined) return user[field];
    if (typeof value !== 'string') throw new InvalidFieldError(field, 'must be text');
    const checked = value.trim();
    if (field === 'fullName' && checked === '') throw new InvalidFieldError(field, 'is required');
    if (checked.length > USER_LIMITS[field]) throw new InvalidFieldError(field, `must be at most ${USER_LIMITS[field]} characters`);
    return checked;
  };
  return {
    ...user,
    role: role ?? user.role,
    currentPlan: currentPlan ?? user.currentPlan,
    status: status ?? user.status,
    billing: billing ?? user.billing,
    fullName: text('fullName'),
    company: text('company'),
    country: text('country'),
    contact: text('contact'),
  };
}
