import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { checkedPage, pageOffset, type Page, type PageRequest } from '../common/paging.js';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import type { Db } from '../db/connection.js';
import { auditBefore } from '../audit/trail.js';
import { inTransaction, matchesSearch, nextId, sortFromMatches, tableRows, writeLocked, type RowFilter } from '../db/queries.js';
import { inIdOrder, searchedListPage, sortedIds } from '../db/searched-page.js';
import { viewRows } from '../db/view-counts.js';
import { NotFoundError } from '../common/errors.js';
import { changeEach, type ManyWritten } from '../common/many-writes.js';
import { updateRows } from '../db/row-sets.js';
import type { NewTask, TaskChanges, TaskQuery, TaskRecord, TaskSort, TeamMember } from './models.js';
import type { TodoRepository } from './repository.js';
import { applyTaskChanges, BLANK_TASK, TASKS_PER_PAGE } from './rules.js';
import { taskRow, taskViewKey, type TodoTables } from './tables.js';
import type { Clock } from '../common/clock.js';

const TASK_COLUMNS = [
  'id',
  'title',
  'dueDate',
  'description',
  'assigneeId',
  'guestAssignee',
  'tags',
  'isCompleted',
  'isDeleted',
  'isImportant',
  'version',
  'updatedBy',
  'updatedAt',
] as const;

/** What a write sets: the record's columns and those kept from it (server/todo/tables.ts `taskRow`). */
const TASK_ROW_COLUMNS = [...TASK_COLUMNS, 'search', 'assigneeName'] as const;

/** Each order of rules.ts with its tie-break (latest first), as the sort indexes of tables.ts hold it. */
const ORDER_BY: Record<TaskSort, RawBuilder<unknown>> = {
  latest: sql`id DESC`,
  'title-asc': sql`title ASC, id DESC`,
  'title-desc': sql`title DESC, id DESC`,
  assignee: sql`assignee_name ASC NULLS LAST, id DESC`,
  'due-date': sql`due_date ASC, id DESC`,
};

/** What the orders read. */
const SORT_KEYS = ['id', 'title', 'dueDate', 'assigneeName'] as const;

function toRecord({ search: _search, assigneeName: _name, ...task }: TodoTables['tasks']): TaskRecord {
  return task;
}

/** The rows `list(query)` answers: its filter, tag and search. */
function filterOf({ filter, tag, q = '' }: TaskQuery): RowFilter<'tasks'> {
  return (eb) =>
    eb.and([
      matchesSearch(eb, ['title'], q.trim()),
      eb('isDeleted', '=', filter === 'deleted'),
      ...(filter === 'important' ? [eb('isImportant', '=', true)] : []),
      ...(filter === 'completed' ? [eb('isCompleted', '=', true)] : []),
      ...(tag ? [sql<SqlBool>`${sql.ref('tags')} @> ARRAY[${tag}]::text[]`] : []),
    ]);
}

/** The team and its tasks in PostgreSQL (tables `team_members`, `tasks`: server/todo/tables.ts). */
export class PostgresTodoRepository implements TodoRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async members(): Promise<TeamMember[]> {
    return this.db.selectFrom('teamMembers').selectAll().orderBy('id').execute();
  }

  async member(id: number): Promise<TeamMember | undefined> {
    return this.db.selectFrom('teamMembers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list(query?: TaskQuery): Promise<TaskRecord[]>;
  list(query: TaskQuery, paging: PageRequest): Promise<Page<TaskRecord>>;
  async list(query: TaskQuery = {}, paging?: PageRequest): Promise<TaskRecord[] | Page<TaskRecord>> {
    const wanted = paging && checkedPage(paging, TASKS_PER_PAGE);
    const { filter, tag, sortBy = 'latest' } = query;
    const q = (query.q ?? '').trim();
    const filtered = filterOf(query);
    const matching = this.db.selectFrom('tasks').where(filtered);
    if (!wanted) return matching.select(TASK_COLUMNS).orderBy(ORDER_BY[sortBy]).execute();

    const offset = pageOffset(wanted);
    if (q !== '') {
      const { ids, total, totalEstimated } = await searchedListPage(this.db, 'tasks', filtered, {
        keys: SORT_KEYS,
        orderBy: ORDER_BY[sortBy],
        perPage: wanted.perPage,
        offset,
        correlated: sortBy === 'title-asc' || sortBy === 'title-desc',
        // The assignee order's index is not the table's own: an estimated search walks it (other orders walk tasks').
        walk:
          sortBy === 'assignee'
            ? async () => (await this.walked(filtered, sortBy, filter === 'deleted').limit(wanted.perPage).offset(offset).execute()).map((task) => task.id)
            : undefined,
      });
      return { items: await this.findMany(ids), total, totalEstimated };
    }
    const view = taskViewKey(filter, tag);
    const [rowCount, counts] = await Promise.all([tableRows(this.db, 'tasks'), viewRows(this.db, 'tasks', 0, [view])]);
    const total = counts.get(view) ?? 0;
    if (offset >= total) return { items: [], total };
    // Only is_deleted leads the sort indexes: other filters are read while walking, unless they are rare.
    const narrowed = filter === 'important' || filter === 'completed' || tag !== undefined;
    if (!narrowed || !sortFromMatches(total, rowCount, offset + wanted.perPage)) {
      return { items: await this.walked(filtered, sortBy, filter === 'deleted').limit(wanted.perPage).offset(offset).execute(), total };
    }
    const ids = await sortedIds(this.db, matching, SORT_KEYS, ORDER_BY[sortBy], wanted.perPage, offset);
    return { items: await this.findMany(ids), total };
  }

  async listIds(query: TaskQuery = {}): Promise<number[]> {
    const rows = await this.db
      .selectFrom('tasks')
      .where(filterOf(query))
      .select('id')
      .orderBy(ORDER_BY[query.sortBy ?? 'latest'])
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * The list's tasks in the order's index: the assignee order's is `task_assignee_order`'s (tables.ts), read with
   * each task by id, so that no index of `tasks` reads the assignee and a reassignment stays a HOT update.
   */
  private walked(filtered: RowFilter<'tasks'>, sortBy: TaskSort, deleted: boolean) {
    if (sortBy !== 'assignee') return this.db.selectFrom('tasks').where(filtered).select(TASK_COLUMNS).orderBy(ORDER_BY[sortBy]);
    return this.db
      .selectFrom('taskAssigneeOrder as o')
      .innerJoin('tasks', 'tasks.id', 'o.id')
      .where('o.deleted', '=', deleted)
      .where(filtered as never)
      .select(TASK_COLUMNS.map((column) => `tasks.${column}` as const))
      .orderBy(sql`o.name ASC NULLS LAST, o.id DESC`);
  }

  /** One parameter however many ids (a bulk chunk's events read by reference name 500). */
  async findMany(ids: readonly number[]): Promise<TaskRecord[]> {
    if (ids.length === 0) return [];
    return inIdOrder(ids, await this.db.selectFrom('tasks').select(TASK_COLUMNS).where('id', '=', sql<number>`ANY(${[...ids]}::integer[])`).execute());
  }

  async find(id: number): Promise<TaskRecord> {
    const row = await this.db.selectFrom('tasks').select(TASK_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`Task ${id} not found`);
    return row;
  }

  async add(input: NewTask, write: WriteContext = {}): Promise<TaskRecord> {
    return writeLocked(this.db, 'tasks', async (trx) => {
      const team = await trx.selectFrom('teamMembers').selectAll().execute();
      const fields = applyTaskChanges({ ...BLANK_TASK, id: await nextId(trx, 'tasks') }, input, team);
      const task: TaskRecord = { ...fields, ...firstStamp(write.actor ?? null, this.clock().toISOString()) };
      await trx.insertInto('tasks').values(taskRow(task, team)).execute();
      return task;
    });
  }

  async update(id: number, changes: TaskChanges, write: WriteContext = {}): Promise<TaskRecord> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx.selectFrom('tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new NotFoundError(`Task ${id} not found`);
      const current = toRecord(row);
      checkVersion(`Task ${id}`, current, write.version);
      auditBefore(current);
      const team = await trx.selectFrom('teamMembers').selectAll().execute();
      const updated: TaskRecord = { ...applyTaskChanges(current, changes, team), ...nextStamp(current, write, this.clock()) };
      await trx.updateTable('tasks').set(taskRow(updated, team)).where('id', '=', id).execute();
      return updated;
    });
  }

  async remove(id: number, write: WriteContext = {}): Promise<TaskRecord> {
    return this.update(id, { isDeleted: true }, write);
  }

  /** One transaction: the tasks read under lock, changed in memory by update's rules, written back by one statement. */
  async updateMany(ids: readonly number[], changesOf: (task: TaskRecord) => TaskChanges, write: WriteContext = {}): Promise<ManyWritten<TaskRecord>> {
    if (ids.length === 0) return { written: [], refused: [] };
    return inTransaction(this.db, async (trx) => {
      const rows = await trx
        .selectFrom('tasks')
        .selectAll()
        .where('id', '=', sql<number>`ANY(${[...ids]}::integer[])`)
        .orderBy('id')
        .forUpdate()
        .execute();
      const team = await trx.selectFrom('teamMembers').selectAll().execute();
      const now = this.clock();
      const stored = new Map(rows.map((row) => [row.id, row]));
      const current = new Map(rows.map((row) => [row.id, toRecord(row)]));
      const result = changeEach(ids, current, (task) => ({ ...applyTaskChanges(task, changesOf(task), team), ...nextStamp(task, write, now) }), 'Task');
      await updateRows(
        trx,
        'tasks',
        TASK_ROW_COLUMNS,
        // Each row as read under lock: what the table holds now.
        result.written.map(({ after }) => {
          const was = stored.get(after.id);
          return { before: was ?? null, after: taskRow(after, team, was) };
        }),
      );
      return result;
    });
  }

  async removeMany(ids: readonly number[], write: WriteContext = {}): Promise<ManyWritten<TaskRecord>> {
    return this.updateMany(ids, () => ({ isDeleted: true }), write);
  }
}
