import type { DatatableSeed } from '../../seed/datatables.js';
import { includesText, MAX_PER_PAGE, paginate } from '../common/schemas.js';
import { InvalidInputError } from '../errors.js';
import type { Clock } from '../repositories.js';
import type { EmployeePageQuery, EmployeeQuery, EmployeeRecord, EmployeeSortColumn } from './models.js';

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

/** Owner of the employee table (read-only): search, sorting and paging. */
export class DatatableRepository {
  private readonly rows: EmployeeRecord[];

  // The table is read-only and timeless.
  constructor(seed: DatatableSeed, _clock: Clock) {
    this.rows = seed.map((row) => ({ ...row }));
  }

  /** Every row in id order (legacy `initial-data` and `allData`). */
  all(): EmployeeRecord[] {
    return this.rows.map((row) => ({ ...row }));
  }

  /**
   * Rows whose full_name, post, email, age, salary or start_date contains q (case-insensitive),
   * sorted by sortColumn (default id) in sort direction (default asc); ties keep id order.
   */
  search({ q = '', sortColumn = 'id', sort = 'asc' }: EmployeeQuery = {}): EmployeeRecord[] {
    const needle = q.trim();
    const key = SORT_KEYS[sortColumn];
    const sign = sort === 'desc' ? -1 : 1;
    return this.rows
      .filter((row) => needle === '' || SEARCHED.some((column) => includesText(row[column], needle)))
      .sort((a, b) => sign * compare(key(a), key(b)) || a.id - b.id)
      .map((row) => ({ ...row }));
  }

  /** One page of `search`; a page past the end is empty. */
  page({ page = 1, perPage = DEFAULT_PER_PAGE, ...query }: EmployeePageQuery = {}): { items: EmployeeRecord[]; total: number } {
    if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new InvalidInputError(`perPage must be between 1 and ${MAX_PER_PAGE}`);
    }
    const rows = this.search(query);
    return { items: paginate(rows, page, perPage), total: rows.length };
  }
}
