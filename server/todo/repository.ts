import type { TodoSeed } from '../../seed/todo.js';
import { fold, ListIndex, type Compare } from '../common/list-index.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import { dueDateTexts } from './due-date-text.js';
import {
  TASK_TAG_LABELS,
  TASK_TAGS,
  type AssigneeRef,
  type NewTask,
  type TaskChanges,
  type TaskQuery,
  type TaskRecord,
  type TaskSort,
  type TaskTag,
  type TaskView,
  type TeamMember,
} from './models.js';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;

const collator = new Intl.Collator('ru', { sensitivity: 'base' });

/** Stored tasks are never changed in place (a change stores a new record), so they can be handed out. */
function frozen(task: TaskRecord): TaskRecord {
  return Object.freeze({ ...task, tags: Object.freeze([...task.tags]) as TaskTag[] });
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

/** Owner of the team and its tasks: filters, search, sorting, flags and the soft delete. */
export class TodoRepository {
  private readonly team: TeamMember[];
  /**
   * The tasks by id and in each sort order; searched by title, tag keys and Russian labels, and the
   * due date as "5 Dec", "5 дек" or "05.12". Kept on every write.
   */
  private readonly tasks: ListIndex<TaskSort, TaskRecord>;
  private readonly dueTimes = new WeakMap<TaskRecord, number>();

  // Todo rules do not depend on the time: every date is given by the caller.
  constructor(seed: TodoSeed, _clock: Clock) {
    this.team = seed.team.map((member) => ({ ...member }));
    this.tasks = new ListIndex(
      seed.tasks.map(frozen),
      this.comparators(),
      (task) => [task.title, ...task.tags.flatMap((tag) => [tag, TASK_TAG_LABELS[tag]]), ...dueDateTexts(task.dueDate)],
      taskBits,
    );
  }

  /** Team members in id order: the assignee choices. */
  members(): TeamMember[] {
    return this.team.map((member) => ({ ...member }));
  }

  member(id: number): TeamMember | undefined {
    const member = this.team.find((m) => m.id === id);
    return member && { ...member };
  }

  /**
   * Filter (default: not deleted; important and completed leave deleted ones out; deleted: only
   * deleted), then tag, then search, then sort (default latest = id descending).
   */
  list(query: TaskQuery = {}): TaskRecord[] {
    const tag = query.tag ? tagBit(query.tag) : 0;
    const flags =
      query.filter === 'deleted'
        ? { all: DELETED | tag }
        : { all: (query.filter === 'important' ? IMPORTANT : query.filter === 'completed' ? COMPLETED : 0) | tag, none: DELETED };
    return this.tasks.list({ order: query.sortBy ?? 'latest', needle: fold((query.q ?? '').trim()), flags });
  }

  find(id: number): TaskRecord {
    const task = this.tasks.get(id);
    if (!task) throw new NotFoundError(`Task ${id} not found`);
    return task;
  }

  /** The legacy REST shape: the assignee embedded as { id, fullName, avatar }. */
  view(task: TaskRecord): TaskView {
    const { assigneeId, ...rest } = task;
    return { ...rest, assignee: assigneeId === null ? null : (this.member(assigneeId) ?? null) };
  }

  add(input: NewTask): TaskRecord {
    let maxId = 0;
    for (const { id } of this.tasks) maxId = Math.max(maxId, id);
    const task: TaskRecord = {
      id: maxId + 1,
      title: '',
      dueDate: '',
      description: '',
      assigneeId: null,
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    };
    const created = this.apply(task, input);
    this.tasks.insert(created);
    return created;
  }

  /** Changes only the fields given; an unknown id changes nothing. */
  update(id: number, changes: TaskChanges): TaskRecord {
    const current = this.tasks.get(id);
    if (!current) throw new NotFoundError(`Task ${id} not found`);
    const updated = this.apply(current, changes);
    this.tasks.replace(current, updated);
    return updated;
  }

  /** Soft delete (spec section 4): the task moves to the "deleted" filter; deleting twice is harmless. */
  remove(id: number): TaskRecord {
    return this.update(id, { isDeleted: true });
  }

  /** Validates everything before building the new record, so a refused change leaves no trace. */
  private apply(base: TaskRecord, changes: TaskChanges): TaskRecord {
    const next = { ...base, tags: [...base.tags] };
    if (changes.title !== undefined) next.title = this.title(changes.title);
    if (changes.dueDate !== undefined) next.dueDate = this.date(changes.dueDate);
    if (changes.description !== undefined) {
      if (changes.description.length > DESCRIPTION_MAX) {
        throw new InvalidInputError(`description must be at most ${DESCRIPTION_MAX} characters`);
      }
      next.description = changes.description;
    }
    if (changes.assignee !== undefined) next.assigneeId = this.assignee(changes.assignee);
    if (changes.tags !== undefined) next.tags = this.tags(changes.tags);
    if (changes.isCompleted !== undefined) next.isCompleted = changes.isCompleted;
    if (changes.isImportant !== undefined) next.isImportant = changes.isImportant;
    if (changes.isDeleted !== undefined) next.isDeleted = changes.isDeleted;
    return frozen(next);
  }

  private title(value: string): string {
    const title = value.trim();
    if (title === '') throw new InvalidInputError('title must not be empty');
    if (title.length > TITLE_MAX) throw new InvalidInputError(`title must be at most ${TITLE_MAX} characters`);
    return title;
  }

  private date(value: string): string {
    const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) throw new InvalidInputError('dueDate must be an ISO-8601 date');
    return new Date(time).toISOString();
  }

  private tags(values: readonly string[]): TaskTag[] {
    const unknown = values.find((tag) => !(TASK_TAGS as readonly string[]).includes(tag));
    if (unknown !== undefined) throw new InvalidInputError(`tags: unknown tag "${unknown}"`);
    return [...new Set(values as TaskTag[])];
  }

  private assignee(ref: AssigneeRef): number | null {
    if (ref === null) return null;
    const member = 'id' in ref ? this.team.find((m) => m.id === ref.id) : this.team.find((m) => m.fullName === ref.fullName);
    if (!member) throw new InvalidInputError('assignee is not a member of the team');
    return member.id;
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
    const name = (task: TaskRecord) => (task.assigneeId === null ? undefined : this.team.find((m) => m.id === task.assigneeId)?.fullName);
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
