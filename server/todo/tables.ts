import { sql, type Kysely, type Transaction } from 'kysely';
import { firstStamp } from '../common/record-versions.js';
import type { Database } from '../db/database.js';
import { countRows } from '../db/meta.js';
import { insertInBatches } from '../db/seeding.js';
import { countViews, groupedViewCountsMigration, uncountViews } from '../db/view-counts.js';
import { afterEachStatement, dropStatementTriggers } from '../db/statement-triggers.js';
import { searchText } from '../db/queries.js';
import type { TaskFields, TaskFilter, TaskRecord, TaskTag, TeamMember, TodoSeed } from './models.js';
import { assigneeName, taskSearchTexts } from './rules.js';
import { extended } from '../common/extended.js';

declare module '../db/database.js' {
  interface Database extends TodoTables {}
}

export interface TodoTables {
  /** The sales team: the assignee choices. */
  teamMembers: TeamMember;
  /**
   * `search`: rules.ts's search texts folded (server/db/queries.ts `searchText`); `assigneeName`: the
   * assignee's full name, a team member's (the team never changes) or a guest's, so the assignee order is an
   * index walk. Both kept in step on every write. `guestAssignee` (jsonb, 0730): someone outside the team.
   */
  tasks: TaskRecord & { search: string; assigneeName: string | null };
  /**
   * The assignee order's index, beside `tasks` (0798): each task's `deleted` and assignee `name` as `tasks` holds them,
   * kept in step by statement triggers. In `tasks`, an index on the assignee's name made every reassignment a
   * non-HOT update, writing an entry into each of its indexes (the trigram index's hundred per task among them).
   */
  taskAssigneeOrder: { id: number; deleted: boolean; name: string | null };
}

/**
 * A task as its row: the record, its search text and its assignee's name. Given the row it had, the text is kept
 * when the searched fields are (a bulk change of flags or assignees folds no texts).
 */
export function taskRow(task: TaskRecord, team: readonly TeamMember[], was?: TodoTables['tasks']): TodoTables['tasks'] {
  const searchedAlike = was && was.title === task.title && was.dueDate === task.dueDate && was.tags.length === task.tags.length && was.tags.every((tag, i) => tag === task.tags[i]);
  return extended(task, { search: searchedAlike ? was.search : searchText(taskSearchTexts(task)), assigneeName: assigneeName(task, team) ?? null });
}

/**
 * The assignee order's index in a table of its own (0798). With no index on `tasks` reading the assignee, a
 * reassignment is a HOT update of its row (no index entry written); the triggers copy a task's `is_deleted` and
 * `assignee_name` into `task_assignee_order` when either changed, and the assignee order walks that table's index.
 */
export const taskAssigneeOrderMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`CREATE TABLE task_assignee_order (id integer PRIMARY KEY, deleted boolean NOT NULL, name text COLLATE ru_primary)`.execute(db);
    await sql`INSERT INTO task_assignee_order (id, deleted, name) SELECT id, is_deleted, assignee_name FROM tasks`.execute(db);
    await sql`CREATE INDEX task_assignee_order_walk ON task_assignee_order (deleted, name NULLS LAST, id DESC)`.execute(db);
    await sql`DROP INDEX tasks_by_assignee`.execute(db);
    await sql`CREATE FUNCTION tasks_copy_assignee_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO task_assignee_order (id, deleted, name) SELECT id, is_deleted, assignee_name FROM new_rows
          ON CONFLICT (id) DO UPDATE SET deleted = excluded.deleted, name = excluded.name;
        ELSIF TG_OP = 'DELETE' THEN
          DELETE FROM task_assignee_order o USING old_rows r WHERE o.id = r.id;
        ELSE
          INSERT INTO task_assignee_order (id, deleted, name)
          SELECT n.id, n.is_deleted, n.assignee_name FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.is_deleted IS DISTINCT FROM o.is_deleted OR n.assignee_name IS DISTINCT FROM o.assignee_name
          ORDER BY n.id
          ON CONFLICT (id) DO UPDATE SET deleted = excluded.deleted, name = excluded.name;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await afterEachStatement(db, 'tasks', 'tasks_assignee_order', 'tasks_copy_assignee_order');
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await dropStatementTriggers(db, 'tasks', 'tasks_assignee_order');
    await sql`DROP FUNCTION tasks_copy_assignee_order()`.execute(db);
    await sql`CREATE INDEX tasks_by_assignee ON tasks (is_deleted, assignee_name NULLS LAST, id DESC)`.execute(db);
    await sql`DROP TABLE task_assignee_order`.execute(db);
  },
};

/** Guest assignees (0730): someone a legacy client named who is not on the team, kept as given. */
export const taskGuestAssigneeMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE tasks ADD COLUMN guest_assignee jsonb`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`UPDATE tasks SET assignee_name = NULL WHERE assignee_id IS NULL`.execute(db);
    await sql`ALTER TABLE tasks DROP COLUMN guest_assignee`.execute(db);
  },
};

/**
 * The list views `view_counts` keeps for tasks (server/db/view-counts.ts), as `taskViewKey` names them: each
 * filter (`all` = not deleted), alone and with each tag (`important:high`). The same rule as the list's WHERE.
 */
const TASK_FILTER_VIEWS = sql.raw(
  `unnest(CASE WHEN r.is_deleted THEN ARRAY['deleted'] ELSE array_remove(ARRAY['all', CASE WHEN r.is_important THEN 'important' END, CASE WHEN r.is_completed THEN 'completed' END], NULL) END)`,
);

/** Every view a task shows in: its filter, alone and with each of its tags. */
const TASK_VIEWS = sql`SELECT b AS view FROM ${TASK_FILTER_VIEWS} b UNION ALL SELECT b || ':' || t FROM ${TASK_FILTER_VIEWS} b, unnest(r.tags) t`;

/** 0799: a statement's tasks counted into their views by group of the columns `TASK_VIEWS` reads. */
export const taskViewCountsGroupedMigration = groupedViewCountsMigration('tasks', sql.raw('0'), TASK_VIEWS, ['is_deleted', 'is_important', 'is_completed', 'tags']);

/** The `view_counts` key of a task list's filter and tag. */
export function taskViewKey(filter: TaskFilter | undefined, tag: TaskTag | undefined): string {
  return `${filter ?? 'all'}${tag ? `:${tag}` : ''}`;
}

/**
 * Paged task lists (0610): every sort order with its tie-break (latest first) after `is_deleted`, which every
 * list filters on, so a page is an index walk; the assignee's name beside its id; exact totals per view.
 */
export const taskPagingMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`ALTER TABLE tasks ADD COLUMN assignee_name text COLLATE ru_primary`.execute(db);
    await sql`UPDATE tasks SET assignee_name = m.full_name FROM team_members m WHERE m.id = tasks.assignee_id`.execute(db);
    for (const index of ['tasks_by_title', 'tasks_by_due_date', 'tasks_by_assignee', 'tasks_by_flags']) {
      await sql`DROP INDEX ${sql.id(index)}`.execute(db);
    }
    await sql`CREATE INDEX tasks_latest ON tasks (is_deleted, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_title ON tasks (is_deleted, title, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_title_desc ON tasks (is_deleted, title DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_assignee ON tasks (is_deleted, assignee_name NULLS LAST, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_due_date ON tasks (is_deleted, due_date, id DESC)`.execute(db);
    await countRows(db, 'tasks');
    await sql`UPDATE row_counts SET rows = (SELECT count(*) FROM tasks) WHERE table_name = 'tasks'`.execute(db);
    await countViews(db, 'tasks', sql.raw('0'), TASK_VIEWS);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await uncountViews(db, 'tasks');
    for (const event of ['insert', 'delete']) await sql`DROP TRIGGER ${sql.id(`tasks_count_${event}`)} ON tasks`.execute(db);
    await sql`DELETE FROM row_counts WHERE table_name = 'tasks'`.execute(db);
    for (const index of ['tasks_latest', 'tasks_by_title', 'tasks_by_title_desc', 'tasks_by_assignee', 'tasks_by_due_date']) {
      await sql`DROP INDEX ${sql.id(index)}`.execute(db);
    }
    await sql`ALTER TABLE tasks DROP COLUMN assignee_name`.execute(db);
    await sql`CREATE INDEX tasks_by_title ON tasks (title, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_due_date ON tasks (due_date, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_assignee ON tasks (assignee_id, id DESC)`.execute(db);
    await sql`CREATE INDEX tasks_by_flags ON tasks (is_deleted, is_important, is_completed, id DESC)`.execute(db);
  },
};

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
  const rows = seed.tasks.map((task: TaskFields) => taskRow({ ...task, ...firstStamp() }, seed.team));
  await insertInBatches(rows, (batch) => trx.insertInto('tasks').values(batch).execute());
}
