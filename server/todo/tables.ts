import { sql, type Kysely, type Transaction } from 'kysely';
import type { TodoSeed } from '../../seed/todo.js';
import { firstStamp } from '../common/record-versions.js';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import { searchText } from '../db/queries.js';
import type { TaskFields, TaskRecord, TeamMember } from './models.js';
import { taskSearchTexts } from './rules.js';

export interface TodoTables {
  /** The sales team: the assignee choices. */
  teamMembers: TeamMember;
  /** `search`: rules.ts's search texts folded (server/db/queries.ts `searchText`), kept in step on every write. */
  tasks: TaskRecord & { search: string };
}

/** A task as its row: the record and its search text. */
export function taskRow(task: TaskRecord): TodoTables['tasks'] {
  return { ...task, search: searchText(taskSearchTexts(task)) };
}

export const todoMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // Titles and names sort like Intl.Collator('ru', { sensitivity: 'base' }): Russian, case ignored.
    await sql`CREATE COLLATION IF NOT EXISTS ru_primary (provider = icu, locale = 'ru-u-ks-level1', deterministic = false)`.execute(db);
    await db.schema
      .createTable('team_members')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('full_name', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE ru_primary')))
      .addColumn('avatar', 'text')
      .execute();
    await db.schema
      .createTable('tasks')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE ru_primary')))
      .addColumn('due_date', 'timestamptz', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('assignee_id', 'integer', (c) => c.references('team_members.id'))
      .addColumn('tags', sql`text[]`, (c) => c.notNull())
      .addColumn('is_completed', 'boolean', (c) => c.notNull())
      .addColumn('is_deleted', 'boolean', (c) => c.notNull())
      .addColumn('is_important', 'boolean', (c) => c.notNull())
      .addColumn('search', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE "C"')))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'timestamptz')
      .execute();
    // Each sort with its tie-break (latest first), and the flag filters, so a list is an index walk.
    await sql`CREATE INDEX tasks_by_title ON tasks (title, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_due_date ON tasks (due_date, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_assignee ON tasks (assignee_id, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_flags ON tasks (is_deleted, is_important, is_completed, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_tags ON tasks USING gin (tags)`.execute(db);
    await sql`CREATE INDEX tasks_search ON tasks USING gin (search gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('tasks').execute();
    await db.schema.dropTable('team_members').execute();
    await sql`DROP COLLATION IF EXISTS ru_primary`.execute(db);
  },
};

/** The seed's team and tasks, each task at version 1. */
export async function seedTodoTables(trx: Transaction<Database>, seed: TodoSeed): Promise<void> {
  await trx.insertInto('teamMembers').values(seed.team).execute();
  const rows = seed.tasks.map((task: TaskFields) => taskRow({ ...task, ...firstStamp() }));
  await insertInBatches(rows, (batch) => trx.insertInto('tasks').values(batch).execute());
}
