import { sql, type SqlBool } from 'kysely';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import type { Db } from '../db/connection.js';
import { matchesSearch, nextId, writeLocked } from '../db/queries.js';
import { NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import type { NewTask, TaskChanges, TaskQuery, TaskRecord, TeamMember } from './models.js';
import type { TodoRepository } from './repository.js';
import { applyTaskChanges, BLANK_TASK } from './rules.js';
import { taskRow, type TodoTables } from './tables.js';

const TASK_COLUMNS = [
  'tasks.id',
  'tasks.title',
  'tasks.dueDate',
  'tasks.description',
  'tasks.assigneeId',
  'tasks.tags',
  'tasks.isCompleted',
  'tasks.isDeleted',
  'tasks.isImportant',
  'tasks.version',
  'tasks.updatedBy',
  'tasks.updatedAt',
] as const;

function toRecord({ search: _search, ...task }: TodoTables['tasks']): TaskRecord {
  return task;
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

  async list(query: TaskQuery = {}): Promise<TaskRecord[]> {
    const { filter, tag, sortBy = 'latest' } = query;
    let rows = this.db
      .selectFrom('tasks')
      .leftJoin('teamMembers', 'teamMembers.id', 'tasks.assigneeId')
      .select(TASK_COLUMNS)
      .where((eb) => matchesSearch(eb, ['tasks.title'], (query.q ?? '').trim()))
      .where('tasks.isDeleted', '=', filter === 'deleted');
    if (filter === 'important') rows = rows.where('tasks.isImportant', '=', true);
    if (filter === 'completed') rows = rows.where('tasks.isCompleted', '=', true);
    if (tag) rows = rows.where(sql<SqlBool>`${sql.ref('tasks.tags')} @> ARRAY[${tag}]::text[]`);
    if (sortBy === 'title-asc') rows = rows.orderBy('tasks.title', 'asc');
    if (sortBy === 'title-desc') rows = rows.orderBy('tasks.title', 'desc');
    if (sortBy === 'assignee') rows = rows.orderBy('teamMembers.fullName', (o) => o.asc().nullsLast());
    if (sortBy === 'due-date') rows = rows.orderBy('tasks.dueDate', 'asc');
    return rows.orderBy('tasks.id', 'desc').execute();
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
      await trx.insertInto('tasks').values(taskRow(task)).execute();
      return task;
    });
  }

  async update(id: number, changes: TaskChanges, write: WriteContext = {}): Promise<TaskRecord> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new NotFoundError(`Task ${id} not found`);
      const current = toRecord(row);
      checkVersion(`Task ${id}`, current, write.version);
      const team = await trx.selectFrom('teamMembers').selectAll().execute();
      const updated: TaskRecord = { ...applyTaskChanges(current, changes, team), ...nextStamp(current, write, this.clock()) };
      await trx.updateTable('tasks').set(taskRow(updated)).where('id', '=', id).execute();
      return updated;
    });
  }

  async remove(id: number, write: WriteContext = {}): Promise<TaskRecord> {
    return this.update(id, { isDeleted: true }, write);
  }
}
