import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidFieldError, InvalidInputError } from '../common/errors.js';
import type { Versioned } from '../common/record-versions.js';
import { EMPLOYEE_SORT_COLUMNS, EMPLOYEE_STATUSES, type EmployeeChanges, type NewEmployee, type EmployeePageQuery, type EmployeeQuery, type EmployeeRecord, type EmployeeSortColumn } from './models.js';

/**
 * The employee table's rules that do not depend on where rows live, shared by both stores: what a list
 * call may ask (with its defaults), which columns the search reads and what each column sorts by.
 */

export const DEFAULT_PER_PAGE = 10;
const MAX_QUERY_LENGTH = 200;

/** The columns searched (spec section 7 Data tables). */
export const SEARCHED = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const;

/** Text columns sort like Intl.Collator('ru', { sensitivity: 'base' }): case and accents do not order rows. */
export const TEXT_SORTS = ['full_name', 'post', 'email', 'city'] as const;

/** Numbers and dates are stored as text; each other column sorts by what its text means. */
export const NUMERIC_SORT_KEYS = {
  id: (row: EmployeeRecord) => row.id,
  start_date: (row: EmployeeRecord) => {
    const [month, day, year] = row.start_date.split('/');
    return Number(`${year}${month}${day}`);
  },
  salary: (row: EmployeeRecord) => Number(row.salary.replace(/[^\d.-]/g, '')),
  age: (row: EmployeeRecord) => Number(row.age),
  experience: (row: EmployeeRecord) => Number.parseInt(row.experience, 10),
  status: (row: EmployeeRecord) => row.status,
} satisfies Record<Exclude<EmployeeSortColumn, (typeof TEXT_SORTS)[number]>, (row: EmployeeRecord) => number>;

export interface EmployeeListQuery {
  /** Trimmed. */
  q: string;
  sortColumn: EmployeeSortColumn;
  sort: 'asc' | 'desc';
}

/**
 * Rows whose searched columns contain q (case-insensitive, q trimmed), by sortColumn (default id) in sort
 * direction (default asc); ties keep id order ascending either way.
 */
export function checkedQuery({ q = '', sortColumn = 'id', sort = 'asc' }: EmployeeQuery = {}): EmployeeListQuery {
  if (q.length > MAX_QUERY_LENGTH) throw new InvalidInputError(`q must be at most ${MAX_QUERY_LENGTH} characters`);
  if (!EMPLOYEE_SORT_COLUMNS.includes(sortColumn)) throw new InvalidInputError(`sortColumn must be one of ${EMPLOYEE_SORT_COLUMNS.join(', ')}`);
  return { q: q.trim(), sortColumn, sort: sort === 'desc' ? 'desc' : 'asc' };
}

/** A page of rows: page 1 of 10 unless asked; a page past the end is empty. */
export function checkedPage({ page = 1, perPage = DEFAULT_PER_PAGE, ...query }: EmployeePageQuery = {}): EmployeeListQuery & { page: number; perPage: number } {
  if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new InvalidInputError(`perPage must be between 1 and ${MAX_PER_PAGE}`);
  }
  return { ...checkedQuery(query), page, perPage };
}

const MAX_TEXT = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(field: string, value: unknown, max = MAX_TEXT): string {
  if (typeof value !== 'string') throw new InvalidFieldError(field, 'must be text');
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > max) throw new InvalidFieldError(field, `must be 1 to ${max} characters`);
  return trimmed;
}

function email(value: unknown): string {
  const address = text('email', value, 254);
  if (!EMAIL.test(address)) throw new InvalidFieldError('email', 'is not an e-mail address');
  return address;
}

function status(value: unknown): number {
  if (!EMPLOYEE_STATUSES.includes(value as (typeof EMPLOYEE_STATUSES)[number])) throw new InvalidFieldError('status', 'must be an integer from 1 to 5');
  return value as number;
}

function wholeNumber(field: string, value: unknown, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) throw new InvalidFieldError(field, `must be an integer from ${min} to ${max}`);
  return value as number;
}

/** An edit's fields checked and trimmed (only those given); an edit of nothing is refused. Errors name GraphQL's fields. */
export function checkedChanges(changes: EmployeeChanges): EmployeeChanges {
  const checked: EmployeeChanges = {};
  if (changes.full_name !== undefined) checked.full_name = text('fullName', changes.full_name);
  if (changes.post !== undefined) checked.post = text('post', changes.post);
  if (changes.email !== undefined) checked.email = email(changes.email);
  if (changes.city !== undefined) checked.city = text('city', changes.city);
  if (changes.status !== undefined) checked.status = status(changes.status);
  if (Object.keys(checked).length === 0) throw new InvalidFieldError('changes', 'changes nothing: give at least one field');
  return checked;
}

/** A new row's record fields from plain values, in the legacy texts (MM/DD/YYYY, "$123.45", "2 Years"). */
export function newRecordFields(input: NewEmployee): Omit<EmployeeRecord, 'id' | keyof Versioned> {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof input.startedOn === 'string' ? input.startedOn : '');
  if (!day || Number.isNaN(Date.parse(`${input.startedOn}T00:00:00Z`))) throw new InvalidFieldError('startedOn', 'must be a day YYYY-MM-DD');
  if (typeof input.salary !== 'number' || !Number.isFinite(input.salary) || input.salary < 0 || input.salary > 1e9) {
    throw new InvalidFieldError('salary', 'must be a number of dollars from 0 to 1,000,000,000');
  }
  const years = wholeNumber('experienceYears', input.experienceYears, 0, 80);
  return {
    responsive_id: '',
    avatar: null,
    full_name: text('fullName', input.full_name),
    post: text('post', input.post),
    email: email(input.email),
    city: text('city', input.city),
    start_date: `${day[2]}/${day[3]}/${day[1]}`,
    salary: `$${input.salary.toFixed(2)}`,
    age: String(wholeNumber('age', input.age, 14, 120)),
    experience: `${years} ${years === 1 ? 'Year' : 'Years'}`,
    status: status(input.status),
  };
}

/** E-mail addresses compare case-insensitively (the lookup an import keys on). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
