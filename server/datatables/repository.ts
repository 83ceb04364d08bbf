import type { DatatableSeed } from '../../seed/datatables.js';
import { fold, ListIndex, type Compare, type ListQuery } from '../common/list-index.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError } from '../errors.js';
import type { Clock } from '../repositories.js';
import {
  EMPLOYEE_SORT_COLUMNS,
  type EmployeePageQuery,
  type EmployeeQuery,
  type EmployeeRecord,
  type EmployeeSortColumn,
} from './models.js';

export const DEFAULT_PER_PAGE = 10;

/** The columns searched (spec section 7 Data tables). */
const SEARCHED = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const;

const collator = new Intl.Collator('ru', { sensitivity: 'base' });

/** Numbers and dates are stored as text; each column sorts by what its text means. */
const SORT_KEYS: Record<EmployeeSortColumn, (row: EmployeeRecord) => number | string> = {
  id: (row) => row.id,
  full_name: (row) => row.full_name,
  post: (row) => row.post,
  email: (row) => row.email,
  city: (row) => row.city,
  start_date: (row) => {
    const [month, day, year] = row.start_date.split('/');
    return Number(`${year}${month}${day}`);
  },
  salary: (row) => Number(row.salary.replace(/[^\d.-]/g, '')),
  age: (row) => Number(row.age),
  experience: (row) => Number.parseInt(row.experience, 10),
  status: (row) => row.status,
};

function compare(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

type EmployeeOrder = `${EmployeeSortColumn}:${'asc' | 'desc'}`;

/** Each column's sort key, computed once per row (numbers and dates are parsed from text). */
function comparators(): Record<EmployeeOrder, Compare<EmployeeRecord>> {
  const result = {} as Record<EmployeeOrder, Compare<EmployeeRecord>>;
  for (const column of EMPLOYEE_SORT_COLUMNS) {
    const keys = new WeakMap<EmployeeRecord, number | string>();
    const key = (row: EmployeeRecord) => {
      let value = keys.get(row);
      if (value === undefined) {
        value = SORT_KEYS[column](row);
        keys.set(row, value);
      }
      return value;
    };
    result[`${column}:asc`] = (a, b) => compare(key(a), key(b)) || a.id - b.id;
    result[`${column}:desc`] = (a, b) => -compare(key(a), key(b)) || a.id - b.id;
  }
  return result;
}

/**
 * Owner of the employee table (read-only): search, sorting and paging. Rows are frozen, so they
 * are handed out as they are; each sort order is built once, on first use.
 */
export class DatatableRepository {
  private readonly rows: EmployeeRecord[];
  private readonly index: ListIndex<EmployeeOrder, EmployeeRecord>;

  // The table is read-only and timeless.
  constructor(seed: DatatableSeed, _clock: Clock) {
    this.rows = seed.map((row) => Object.freeze({ ...row }));
    this.index = new ListIndex(this.rows, comparators(), (row) => SEARCHED.map((column) => row[column]));
  }

  /** Every row in id order (legacy `initial-data` and `allData`). */
  all(): EmployeeRecord[] {
    return [...this.rows];
  }

  /**
   * Rows whose full_name, post, email, age, salary or start_date contains q (case-insensitive),
   * sorted by sortColumn (default id) in sort direction (default asc); ties keep id order.
   */
  search(query: EmployeeQuery = {}): EmployeeRecord[] {
    return this.index.list(this.query(query));
  }

  /** One page of `search`; a page past the end is empty. */
  page({ page = 1, perPage = DEFAULT_PER_PAGE, ...query }: EmployeePageQuery = {}): { items: EmployeeRecord[]; total: number } {
    if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new InvalidInputError(`perPage must be between 1 and ${MAX_PER_PAGE}`);
    }
    return this.index.page(this.query(query), page, perPage);
  }

  private query({ q = '', sortColumn = 'id', sort = 'asc' }: EmployeeQuery): ListQuery<EmployeeOrder, EmployeeRecord> {
    return { order: `${sortColumn}:${sort === 'desc' ? 'desc' : 'asc'}`, needle: fold(q.trim()) };
  }
}
