import { InvalidInputError } from '../errors.js';
import { dueDateTexts } from './due-date-text.js';
import {
  TASK_TAG_LABELS,
  TASK_TAGS,
  type AssigneeRef,
  type TaskChanges,
  type TaskFields,
  type TaskRecord,
  type TaskTag,
  type TaskView,
  type TeamMember,
} from './models.js';

/**
 * The todo rules that do not depend on where tasks live, shared by both stores: what a change may set
 * (checked before anything is written), what search reads, and the legacy answer's shape.
 */

/** A page of the GraphQL and web task list, unless the call asks for another size. */
export const TASKS_PER_PAGE = 20;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;

/** A new task before its fields are applied. */
export const BLANK_TASK: TaskFields = {
  id: 0,
  title: '',
  dueDate: '',
  description: '',
  assigneeId: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
};

function title(value: string): string {
  const text = value.trim();
  if (text === '') throw new InvalidInputError('title must not be empty');
  if (text.length > TITLE_MAX) throw new InvalidInputError(`title must be at most ${TITLE_MAX} characters`);
  return text;
}

function dueDate(value: string): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw new InvalidInputError('dueDate must be an ISO-8601 date');
  return new Date(time).toISOString();
}

function tags(values: readonly string[]): TaskTag[] {
  const unknown = values.find((tag) => !(TASK_TAGS as readonly string[]).includes(tag));
  if (unknown !== undefined) throw new InvalidInputError(`tags: unknown tag "${unknown}"`);
  return [...new Set(values as TaskTag[])];
}

function assignee(ref: AssigneeRef, team: readonly TeamMember[]): number | null {
  if (ref === null) return null;
  const member = 'id' in ref ? team.find((m) => m.id === ref.id) : team.find((m) => m.fullName === ref.fullName);
  if (!member) throw new InvalidInputError('assignee is not a member of the team');
  return member.id;
}

/** The fields after the change; validates everything first, so a refused change leaves no trace. */
export function applyTaskChanges<T extends TaskFields>(base: T, changes: TaskChanges, team: readonly TeamMember[]): T {
  const next = { ...base, tags: [...base.tags] };
  if (changes.title !== undefined) next.title = title(changes.title);
  if (changes.dueDate !== undefined) next.dueDate = dueDate(changes.dueDate);
  if (changes.description !== undefined) {
    if (changes.description.length > DESCRIPTION_MAX) throw new InvalidInputError(`description must be at most ${DESCRIPTION_MAX} characters`);
    next.description = changes.description;
  }
  if (changes.assignee !== undefined) next.assigneeId = assignee(changes.assignee, team);
  if (changes.tags !== undefined) next.tags = tags(changes.tags);
  if (changes.isCompleted !== undefined) next.isCompleted = changes.isCompleted;
  if (changes.isImportant !== undefined) next.isImportant = changes.isImportant;
  if (changes.isDeleted !== undefined) next.isDeleted = changes.isDeleted;
  return next;
}

/**
 * Spec section 9: what task search matches, each text on its own (a query never spans two): the title,
 * each tag's key and Russian label, and the due date as "5 Dec", "5 дек" or "05.12".
 */
export function taskSearchTexts(task: TaskFields): string[] {
  return [task.title, ...task.tags.flatMap((tag) => [tag, TASK_TAG_LABELS[tag]]), ...dueDateTexts(task.dueDate)];
}

/** The legacy REST shape: the assignee embedded as { id, fullName, avatar }. */
export function taskView(task: TaskRecord, team: readonly TeamMember[]): TaskView {
  const { assigneeId, ...rest } = task;
  const member = assigneeId === null ? undefined : team.find((m) => m.id === assigneeId);
  return { ...rest, assignee: member ? { ...member } : null };
}
