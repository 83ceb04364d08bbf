import { checkedPage, type Page, type PageRequest } from '../common/paging.js';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import { fold, ListIndex, type Compare } from '../common/list-index.js';
import { auditBefore } from '../audit/trail.js';
import { NotFoundError } from '../common/errors.js';
import { changeEach, type ManyWritten } from '../common/many-writes.js';
import { TASK_TAGS, type NewTask, type TaskChanges, type TaskFields, type TaskQuery, type TaskRecord, type TaskSort, type TaskTag, type TeamMember, type TodoSeed } from './models.js';
import type { TodoRepository } from './repository.js';
import { applyTaskChanges, assigneeName, BLANK_TASK, taskSearchTexts, TASKS_PER_PAGE } from './rules.js';
import type { Clock } from '../common/clock.js';

const collator = new Intl.Collator('ru', { sensitivity: 'base' });

/** Stored tasks are never changed in place (a change stores a new record), so they can be handed out. */
function frozen(task: TaskRecord): TaskRecord {
  const guestAssignee = task.guestAssignee && Object.freeze({ ...task.guestAssignee });
  return Object.freeze({ ...task, guestAssignee, tags: Object.freeze([...task.tags]) as TaskTag[] });
}

/** A task's flags and tags as bits of the index, so list filters never read the tasks themselves. */
const DELETED = 1;
const IMPORTANT = 2;
const COMPLETED = 4;
const tagBit = (tag: TaskTag) => 8 << TASK_TAGS.indexOf(tag);

function taskBits(task: TaskRecord): number {
  let bits = (task.isDeleted ? DELETED : 0) | (task.isImportant ? IMPORTANT : 0) | (task.isCompleted ? COMPLETED : 0);
  for (const tag of task.tags) bits |= tagBit(tag);
  return bits;
}

/** The team and its tasks in this process's memory: the default store, seeded on every start. */
export class MemoryTodoRepository implements TodoRepository {
  private readonly team: TeamMember[];
  /** The tasks by id and in each sort order, with their search texts folded; kept on every write. */
  private readonly tasks: ListIndex<TaskSort, TaskRecord>;
  private readonly dueTimes = new WeakMap<TaskRecord, number>();

  constructor(
    seed: TodoSeed,
    private readonly clock: Clock,
  ) {
    this.team = seed.team.map((member) => ({ ...member }));
    this.tasks = new ListIndex(
      seed.tasks.map((task: TaskFields | TaskRecord) => frozen('version' in task ? task : { ...task, ...firstStamp() })),
      this.comparators(),
      taskSearchTexts,
      taskBits,
    );
  }

  async members(): Promise<TeamMember[]> {
    return this.team.map((member) => ({ ...member }));
  }

  async member(id: number): Promise<TeamMember | undefined> {
    const member = this.team.find((m) => m.id === id);
    return member && { ...member };
  }

  list(query?: TaskQuery): Promise<TaskRecord[]>;
  list(query: TaskQuery, paging: PageRequest): Promise<Page<TaskRecord>>;
  async list(query: TaskQuery = {}, paging?: PageRequest): Promise<TaskRecord[] | Page<TaskRecord>> {
    const wanted = paging && checkedPage(paging, TASKS_PER_PAGE);
    const tag = query.tag ? tagBit(query.tag) : 0;
    const flags =
      query.filter === 'deleted'
        ? { all: DELETED | tag }
        : { all: (query.filter === 'important' ? IMPORTANT : query.filter === 'completed' ? COMPLETED : 0) | tag, none: DELETED };
    const listQuery = { order: query.sortBy ?? 'latest', needle: fold((query.q ?? '').trim()), flags } as const;
    return wanted ? this.tasks.page(listQuery, wanted.page, wanted.perPage) : this.tasks.list(listQuery);
  }

  async listIds(query: TaskQuery = {}): Promise<number[]> {
    return (await this.list(query)).map((task) => task.id);
  }

  async find(id: number): Promise<TaskRecord> {
    const task = this.tasks.get(id);
    if (!task) throw new NotFoundError(`Task ${id} not found`);
    return task;
  }

  async findMany(ids: readonly number[]): Promise<TaskRecord[]> {
    return ids.flatMap((id) => this.tasks.get(id) ?? []);
  }

  async add(input: NewTask, write: WriteContext = {}): Promise<TaskRecord> {
    let maxId = 0;
    for (const { id } of this.tasks) maxId = Math.max(maxId, id);
    const fields = applyTaskChanges({ ...BLANK_TASK, id: maxId + 1 }, input, this.team);
    const created = frozen({ ...fields, ...firstStamp(write.actor ?? null, this.clock().toISOString()) });
    this.tasks.insert(created);
    return created;
  }

  async update(id: number, changes: TaskChanges, write: WriteContext = {}): Promise<TaskRecord> {
    const current = await this.find(id);
    checkVersion(`Task ${id}`, current, write.version);
    auditBefore(current);
    const updated = frozen({ ...applyTaskChanges(current, changes, this.team), ...nextStamp(current, write, this.clock()) });
    this.tasks.replace(current, updated);
    return updated;
  }

  async remove(id: number, write: WriteContext = {}): Promise<TaskRecord> {
    return this.update(id, { isDeleted: true }, write);
  }

  async updateMany(ids: readonly number[], changesOf: (task: TaskRecord) => TaskChanges, write: WriteContext = {}): Promise<ManyWritten<TaskRecord>> {
    const current = new Map<number, TaskRecord>();
    for (const id of ids) {
      const task = this.tasks.get(id);
      if (task) current.set(id, task);
    }
    const now = this.clock();
    const result = changeEach(
      ids,
      current,
      (task) => frozen({ ...applyTaskChanges(task, changesOf(task), this.team), ...nextStamp(task, write, now) }),
      'Task',
    );
    for (const { before, after } of result.written) if (before) this.tasks.replace(before, after);
    return result;
  }

  async removeMany(ids: readonly number[], write: WriteContext = {}): Promise<ManyWritten<TaskRecord>> {
    return this.updateMany(ids, () => ({ isDeleted: true }), write);
  }

  private dueTime(task: TaskRecord): number {
    let time = this.dueTimes.get(task);
    if (time === undefined) {
      time = Date.parse(task.dueDate);
      this.dueTimes.set(task, time);
    }
    return time;
  }

  private comparators(): Record<TaskSort, Compare<TaskRecord>> {
    const latest = (a: TaskRecord, b: TaskRecord) => b.id - a.id;
    const name = (task: TaskRecord) => assigneeName(task, this.team);
    return {
      latest,
      'title-asc': (a, b) => collator.compare(a.title, b.title) || latest(a, b),
      'title-desc': (a, b) => collator.compare(b.title, a.title) || latest(a, b),
      // Unassigned tasks go last.
      assignee: (a, b) => {
        const [x, y] = [name(a), name(b)];
        if (x === y) return latest(a, b);
        if (x === undefined) return 1;
        if (y === undefined) return -1;
        return collator.compare(x, y) || latest(a, b);
      },
      'due-date': (a, b) => this.dueTime(a) - this.dueTime(b) || latest(a, b),
    };
  }
}
