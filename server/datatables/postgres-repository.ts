import { sql } from 'kysely';
import type { Page } from '../common/list-index.js';
import type { Db } from '../db/connection.js';
import { matchesAny, nextId, writeLocked } from '../db/queries.js';
import type { EmployeeChanges, EmployeePageQuery, EmployeeQuery, EmployeeRecord, EmployeeSortColumn, NewEmployee } from './models.js';
import type { DatatableRepository } from './repository.js';
import { checkedChanges, checkedPage, checkedQuery, newRecordFields, type EmployeeListQuery } from './rules.js';
import { RU_BASE, toRecord, toRow } from './tables.js';
import type { Clock } from '../common/clock.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import { auditBefore } from '../audit/trail.js';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';

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

async function refuseTaken(trx: Transaction<Database>, email: string, except?: number): Promise<void> {
  let query = trx.selectFrom('employees').select('id').where(sql`lower(email)`, '=', email.toLowerCase());
  if (except !== undefined) query = query.where('id', '<>', except);
  const holder = await query.executeTakeFirst();
  if (holder) throw new ConflictError(`Employee ${holder.id} has the e-mail address ${email}`);
}

/** The employee table in PostgreSQL (table `employees`, server/datatables/tables.ts). */
export class PostgresDatatableRepository implements DatatableRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async find(id: number): Promise<EmployeeRecord> {
    const row = Number.isSafeInteger(id) ? await this.db.selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new NotFoundError(`Employee ${id} not found`);
    return toRecord(row);
  }

  async findByEmail(email: string): Promise<EmployeeRecord | undefined> {
    const row = await this.db
      .selectFrom('employees')
      .selectAll()
      .where(sql`lower(email)`, '=', email.trim().toLowerCase())
      .orderBy('id')
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Under the table's write lock, so two edits giving one address (or a create) take turns. */
  async update(id: number, changes: EmployeeChanges, writer: WriteContext = {}): Promise<EmployeeRecord> {
    const fields = checkedChanges(changes);
    return writeLocked(this.db, 'employees', async (trx) => {
      const row = Number.isSafeInteger(id) ? await trx.selectFrom('employees').selectAll().where('id', '=', id).forUpdate().executeTakeFirst() : undefined;
      if (!row) throw new NotFoundError(`Employee ${id} not found`);
      const current = toRecord(row);
      checkVersion(`Employee ${id}`, current, writer.version);
      if (fields.email !== undefined) await refuseTaken(trx, fields.email, id);
      auditBefore(current);
      const next: EmployeeRecord = { ...current, ...fields, ...nextStamp(current, writer, this.clock()) };
      const { id: _id, ...set } = toRow(next);
      await trx.updateTable('employees').set(set).where('id', '=', id).execute();
      return next;
    });
  }

  async create(input: NewEmployee, writer: WriteContext = {}): Promise<EmployeeRecord> {
    const fields = newRecordFields(input);
    return writeLocked(this.db, 'employees', async (trx) => {
      await refuseTaken(trx, fields.email);
      const record: EmployeeRecord = { ...fields, id: await nextId(trx, 'employees'), ...firstStamp(writer.actor, this.clock().toISOString()) };
      await trx.insertInto('employees').values(toRow(record)).execute();
      return record;
    });
  }

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
