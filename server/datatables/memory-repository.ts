import { fold, ListIndex, type Compare, type ListQuery, type Page } from '../common/list-index.js';
import { EMPLOYEE_SORT_COLUMNS, type EmployeePageQuery, type EmployeeQuery, type EmployeeRecord, type EmployeeSortColumn, type DatatableSeed } from './models.js';
import type { DatatableRepository } from './repository.js';
import { checkedPage, checkedQuery, NUMERIC_SORT_KEYS, SEARCHED, type EmployeeListQuery } from './rules.js';
import type { Clock } from '../common/clock.js';

const collator = new Intl.Collator('ru', { sensitivity: 'base' });

const SORT_KEYS: Record<EmployeeSortColumn, (row: EmployeeRecord) => number | string> = {
  ...NUMERIC_SORT_KEYS,
  full_name: (row) => row.full_name,
  post: (row) => row.post,
  email: (row) => row.email,
  city: (row) => row.city,
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

function listQuery({ q, sortColumn, sort }: EmployeeListQuery): ListQuery<EmployeeOrder, EmployeeRecord> {
  return { order: `${sortColumn}:${sort}`, needle: fold(q) };
}

/** The employee table in this process's memory: rows are frozen and handed out as they are; each order is built on first use. */
export class MemoryDatatableRepository implements DatatableRepository {
  private readonly rows: EmployeeRecord[];
  private readonly index: ListIndex<EmployeeOrder, EmployeeRecord>;

  // The table is read-only and timeless.
  constructor(seed: DatatableSeed, _clock: Clock) {
    this.rows = seed.map((row) => Object.freeze({ ...row }));
    this.index = new ListIndex(this.rows, comparators(), (row) => SEARCHED.map((column) => row[column]));
  }

  async all(): Promise<EmployeeRecord[]> {
    return [...this.rows];
  }

  async search(query: EmployeeQuery = {}): Promise<EmployeeRecord[]> {
    return this.index.list(listQuery(checkedQuery(query)));
  }

  async page(query: EmployeePageQuery = {}): Promise<Page<EmployeeRecord>> {
    const { page, perPage, ...rest } = checkedPage(query);
    return this.index.page(listQuery(rest), page, perPage);
  }
}
