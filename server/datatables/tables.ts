import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import { compareGrants, type Grant } from '../access/abilities.js';
import { stamped } from '../common/record-versions.js';
import type { EmployeeRecord, DatatableSeed } from './models.js';
import { NUMERIC_SORT_KEYS, TEXT_SORTS } from './rules.js';

declare module '../db/database.js' {
  interface Database extends DatatableTables {}
}

/** A stored row: the record's fields (camelCase here, snake_case in the table and the record) and its numeric sort keys. */
export interface EmployeeRow {
  id: number;
  avatar: string | null;
  fullName: string;
  post: string;
  email: string;
  city: string;
  startDate: string;
  salary: string;
  age: string;
  experience: string;
  status: number;
  startKey: number;
  salaryKey: number;
  ageKey: number;
  experienceKey: number;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface DatatableTables {
  employees: EmployeeRow;
}

/** The record's fields in the stored row. */
export function toRow(record: EmployeeRecord): EmployeeRow {
  return {
    id: record.id,
    avatar: record.avatar,
    fullName: record.full_name,
    post: record.post,
    email: record.email,
    city: record.city,
    startDate: record.start_date,
    salary: record.salary,
    age: record.age,
    experience: record.experience,
    status: record.status,
    startKey: NUMERIC_SORT_KEYS.start_date(record),
    salaryKey: NUMERIC_SORT_KEYS.salary(record),
    ageKey: NUMERIC_SORT_KEYS.age(record),
    experienceKey: NUMERIC_SORT_KEYS.experience(record),
    version: record.version,
    updatedBy: record.updatedBy,
    updatedAt: record.updatedAt,
  };
}

export function toRecord(row: EmployeeRow): EmployeeRecord {
  return {
    responsive_id: '',
    id: row.id,
    avatar: row.avatar,
    full_name: row.fullName,
    post: row.post,
    email: row.email,
    city: row.city,
    start_date: row.startDate,
    salary: row.salary,
    age: row.age,
    experience: row.experience,
    status: row.status,
    version: row.version,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
}

/**
 * Text columns order as Intl.Collator('ru', { sensitivity: 'base' }) does: Russian rules at primary strength,
 * so rows differing only in case or accents tie (and keep id order). Nondeterministic, so only ORDER BY uses it.
 */
export const RU_BASE = 'ru_base';

export const datatableMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`CREATE COLLATION ${sql.id(RU_BASE)} (provider = icu, locale = 'ru-u-ks-level1', deterministic = false)`.execute(db);
    let table = db.schema.createTable('employees').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('avatar', 'text');
    for (const column of ['full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience']) {
      table = table.addColumn(column, 'text', (c) => c.notNull());
    }
    await table
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('start_key', 'integer', (c) => c.notNull())
      .addColumn('salary_key', 'float8', (c) => c.notNull())
      .addColumn('age_key', 'float8', (c) => c.notNull())
      .addColumn('experience_key', 'integer', (c) => c.notNull())
      .execute();
    // Every sort with the id tie-break (a page is an index walk, backwards for desc on the numeric keys).
    for (const column of TEXT_SORTS) {
      await sql`CREATE INDEX ${sql.id(`employees_by_${column}`)} ON employees ((${sql.id(column)} COLLATE ${sql.id(RU_BASE)}), id)`.execute(db);
    }
    for (const column of ['start_key', 'salary_key', 'age_key', 'experience_key', 'status']) {
      await sql`CREATE INDEX ${sql.id(`employees_by_${column}`)} ON employees (${sql.id(column)}, id)`.execute(db);
    }
    await sql`CREATE INDEX employees_search ON employees USING gin (full_name gin_trgm_ops, post gin_trgm_ops, email gin_trgm_ops, age gin_trgm_ops, salary gin_trgm_ops, start_date gin_trgm_ops)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('employees').execute();
    await sql`DROP COLLATION ${sql.id(RU_BASE)}`.execute(db);
  },
};

/**
 * Employees become editable (0791): each row's version and last writer, and e-mail addresses found case-insensitively
 * (an import's upsert keys on them).
 */
export const employeeWritesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('employees')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'timestamptz')
      .execute();
    await sql`CREATE INDEX employees_email_lower ON employees (lower(email))`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`DROP INDEX employees_email_lower`.execute(db);
    await db.schema.alterTable('employees').dropColumn('version').dropColumn('updated_by').dropColumn('updated_at').execute();
  },
};

export async function seedDatatableTables(trx: Transaction<Database>, seed: DatatableSeed): Promise<void> {
  await insertInBatches(seed.map((row) => toRow(stamped(row))), (batch) => trx.insertInto('employees').values(batch).execute());
}

/**
 * Who edits employees (0792): a database seeded before gets `create Employee` and `update Employee` added to its user
 * management permission, as the seed now grants them, so those who manage the people who sign in manage the staff list.
 */
const EMPLOYEE_WRITES: readonly Grant[] = [
  { action: 'create', subject: 'Employee' },
  { action: 'update', subject: 'Employee' },
];

export const employeeWriteGrantMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const { rows } = await sql<{ id: number; grants: Grant[] }>`SELECT id, grants FROM permissions WHERE name = 'Управление пользователями'`.execute(db);
    for (const { id, grants } of rows) {
      const added = EMPLOYEE_WRITES.filter((grant) => !grants.some((held) => held.action === grant.action && held.subject === grant.subject));
      if (added.length === 0) continue;
      // Grants are kept in the catalogue's order (server/permissions/rules.ts).
      const next = JSON.stringify([...grants, ...added].sort(compareGrants));
      await sql`UPDATE permissions SET grants = ${next}::jsonb WHERE id = ${id}`.execute(db);
    }
  },
};
