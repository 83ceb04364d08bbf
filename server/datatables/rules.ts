import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import { EMPLOYEE_SORT_COLUMNS, type EmployeePageQuery, type EmployeeQuery, type EmployeeRecord, type EmployeeSortColumn } from './models.js';

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
