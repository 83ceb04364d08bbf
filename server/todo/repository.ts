import type { TodoSeed } from '../../seed/todo.js';
import { includesText } from '../common/schemas.js';
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

function copy(task: TaskRecord): TaskRecord {
  return { ...task, tags: [...task.tags] };
}

/** Owner of the team and its tasks: filters, search, sorting, flags and the soft delete. */
export class TodoRepository {
  private readonly team: TeamMember[];
  private tasks: TaskRecord[];

  // Todo rules do not depend on the time: every date is given by the caller.
  constructor(seed: TodoSeed, _clock: Clock) {
    this.team = seed.team.map((member) => ({ ...member }));
    this.tasks = seed.tasks.map(copy);
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
    const q = (query.q ?? '').trim();
    const rows = this.tasks.filter((task) => {
      switch (query.filter) {
        case 'deleted':
          if (!task.isDeleted) return false;
          break;
        case 'important':
          if (task.isDeleted || !task.isImportant) return false;
          break;
        case 'completed':
          if (task.isDeleted || !task.isCompleted) return false;
          break;
        default:
          if (task.isDeleted) return false;
      }
      if (query.tag && !task.tags.includes(query.tag)) return false;
      return q === '' || this.matches(task, q);
    });
    return this.sort(rows, query.sortBy ?? 'latest').map(copy);
  }

  find(id: number): TaskRecord {
    const task = this.tasks.find((t) => t.id === id);
    if (!task) throw new NotFoundError(`Task ${id} not found`);
    return copy(task);
  }

  /** The legacy REST shape: the assignee embedded as { id, fullName, avatar }. */
  view(task: TaskRecord): TaskView {
    const { assigneeId, ...rest } = task;
    return { ...rest, assignee: assigneeId === null ? null : (this.member(assigneeId) ?? null) };
  }

  add(input: NewTask): TaskRecord {
    const task: TaskRecord = {
      id: this.tasks.reduce((max, t) => Math.max(max, t.id), 0) + 1,
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
    this.tasks.push(created);
    return copy(created);
  }

  /** Changes only the fields given; an unknown id changes nothing. */
  update(id: number, changes: TaskChanges): TaskRecord {
    const current = this.tasks.find((t) => t.id === id);
    if (!current) throw new NotFoundError(`Task ${id} not found`);
    const updated = this.apply(current, changes);
    this.tasks = this.tasks.map((t) => (t.id === id ? updated : t));
    return copy(updated);
  }

  /** Soft delete (spec section 4): the task moves to the "deleted" filter; deleting twice is harmless. */
  remove(id: number): TaskRecord {
    return this.update(id, { isDeleted: true });
  }

  /** Validates everything before building the new record, so a refused change leaves no trace. */
  private apply(base: TaskRecord, changes: TaskChanges): TaskRecord {
    const next = copy(base);
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
    return next;
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

  private matches(task: TaskRecord, q: string): boolean {
    return (
      includesText(task.title, q) ||
      task.tags.some((tag) => includesText(tag, q) || includesText(TASK_TAG_LABELS[tag], q)) ||
      dueDateTexts(task.dueDate).some((text) => includesText(text, q))
    );
  }

  private sort(rows: TaskRecord[], sortBy: TaskSort): TaskRecord[] {
    const latest = (a: TaskRecord, b: TaskRecord) => b.id - a.id;
    const name = (task: TaskRecord) => (task.assigneeId === null ? undefined : this.member(task.assigneeId)?.fullName);
    const compare: Record<TaskSort, (a: TaskRecord, b: TaskRecord) => number> = {
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
      'due-date': (a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || latest(a, b),
    };
    return [...rows].sort(compare[sortBy]);
  }
}
