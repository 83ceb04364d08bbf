import { fold, ListIndex, type Compare, type ListQuery, type Page } from '../common/list-index.js';
import {
  EMPLOYEE_SORT_COLUMNS,
  type EmployeeChanges,
  type EmployeePageQuery,
  type EmployeeQuery,
  type EmployeeRecord,
  type EmployeeSortColumn,
  type DatatableSeed,
  type NewEmployee,
} from './models.js';
import type { DatatableRepository } from './repository.js';
import { checkedChanges, checkedPage, checkedQuery, newRecordFields, NUMERIC_SORT_KEYS, SEARCHED, sameEmail, type EmployeeListQuery } from './rules.js';
import type { Clock } from '../common/clock.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { checkVersion, firstStamp, nextStamp, stamped, type WriteContext } from '../common/record-versions.js';
import { auditBefore } from '../audit/trail.js';

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

/**
 * The employee table in this process's memory: rows are frozen and handed out as they are (an edit puts a new
 * object in its place); each order is built on first use.
 */
export class MemoryDatatableRepository implements DatatableRepository {
  private readonly rows: EmployeeRecord[];
  private readonly index: ListIndex<EmployeeOrder, EmployeeRecord>;

  constructor(
    seed: DatatableSeed,
    private readonly clock: Clock,
  ) {
    this.rows = seed.map((row) => Object.freeze(stamped(row)));
    this.index = new ListIndex(this.rows, comparators(), (row) => SEARCHED.map((column) => row[column]));
  }

  async all(): Promise<EmployeeRecord[]> {
    return [...this.rows];
  }

  async find(id: number): Promise<EmployeeRecord> {
    const row = this.index.get(id);
    if (!row) throw new NotFoundError(`Employee ${id} not found`);
    return row;
  }

  async findByEmail(email: string): Promise<EmployeeRecord | undefined> {
    return this.rows.find((row) => sameEmail(row.email, email));
  }

  async update(id: number, changes: EmployeeChanges, writer: WriteContext = {}): Promise<EmployeeRecord> {
    const fields = checkedChanges(changes);
    const current = await this.find(id);
    checkVersion(`Employee ${id}`, current, writer.version);
    if (fields.email !== undefined) this.refuseTaken(fields.email, id);
    auditBefore(current);
    const next = Object.freeze({ ...current, ...fields, ...nextStamp(current, writer, this.clock()) });
    this.rows[this.rows.indexOf(current)] = next;
    this.index.replace(current, next);
    return next;
  }

  async create(input: NewEmployee, writer: WriteContext = {}): Promise<EmployeeRecord> {
    const fields = newRecordFields(input);
    this.refuseTaken(fields.email);
    const id = this.rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const row = Object.freeze({ ...fields, id, ...firstStamp(writer.actor, this.clock().toISOString()) });
    this.rows.push(row);
    this.index.insert(row);
    return row;
  }

  private refuseTaken(email: string, except?: number): void {
    const holder = this.rows.find((row) => row.id !== except && sameEmail(row.email, email));
    if (holder) throw new ConflictError(`Employee ${holder.id} has the e-mail address ${email}`);
  }

  async search(query: EmployeeQuery = {}): Promise<EmployeeRecord[]> {
    return this.index.list(listQuery(checkedQuery(query)));
  }

  async page(query: EmployeePageQuery = {}): Promise<Page<EmployeeRecord>> {
    const { page, perPage, ...rest } = checkedPage(query);
    return this.index.page(listQuery(rest), page, perPage);
  }
}
