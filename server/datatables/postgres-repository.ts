import { sql } from 'kysely';
import type { Page } from '../common/list-index.js';
import type { Db } from '../db/connection.js';
import { matchesAny } from '../db/queries.js';
import type { EmployeePageQuery, EmployeeQuery, EmployeeRecord, EmployeeSortColumn } from './models.js';
import type { DatatableRepository } from './repository.js';
import { checkedPage, checkedQuery, type EmployeeListQuery } from './rules.js';
import { RU_BASE, toRecord } from './tables.js';
import type { Clock } from '../common/clock.js';

const SEARCHED = ['fullName', 'post', 'email', 'age', 'salary', 'startDate'] as const;

/** What each column sorts by in the table: text at primary strength, numbers and dates by their keys. */
const ORDER_BY: Record<EmployeeSortColumn, ReturnType<typeof sql.ref> | ReturnType<typeof sql>> = {
  id: sql.ref('id'),
  full_name: sql`full_name COLLATE ${sql.id(RU_BASE)}`,
  post: sql`post COLLATE ${sql.id(RU_BASE)}`,
  email: sql`email COLLATE ${sql.id(RU_BASE)}`,
  city: sql`city COLLATE ${sql.id(RU_BASE)}`,
  start_date: sql.ref('startKey'),
  salary: sql.ref('salaryKey'),
  age: sql.ref('ageKey'),
  experience: sql.ref('experienceKey'),
  status: sql.ref('status'),
};

/** The employee table in PostgreSQL (table `employees`, server/datatables/tables.ts). */
export class PostgresDatatableRepository implements DatatableRepository {
  constructor(
    private readonly db: Db,
    _clock: Clock,
  ) {}

  async all(): Promise<EmployeeRecord[]> {
    const rows = await this.db.selectFrom('employees').selectAll().orderBy('id').execute();
    return rows.map(toRecord);
  }

  async search(query: EmployeeQuery = {}): Promise<EmployeeRecord[]> {
    const rows = await this.ordered(checkedQuery(query)).selectAll().execute();
    return rows.map(toRecord);
  }

  async page(query: EmployeePageQuery = {}): Promise<Page<EmployeeRecord>> {
    const { page, perPage, ...rest } = checkedPage(query);
    const [rows, counted] = await Promise.all([
      this.ordered(rest)
        .selectAll()
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      this.matching(rest.q)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toRecord), total: counted.total };
  }

  private matching(q: string) {
    return this.db.selectFrom('employees').where((eb) => matchesAny(eb, SEARCHED, q));
  }

  /** Ties keep id order ascending in both directions. */
  private ordered({ q, sortColumn, sort }: EmployeeListQuery) {
    return this.matching(q).orderBy(ORDER_BY[sortColumn], sort).orderBy('id', 'asc');
  }
}
