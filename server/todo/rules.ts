import { avatarOf } from '../avatars/person-avatar.js';
import { InvalidInputError } from '../common/errors.js';
import { extended } from '../common/extended.js';
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
export const ASSIGNEE_NAME_MAX = 100;
/** A picture the legacy client bundles may come inlined as a data:image URL of several KiB. */
export const ASSIGNEE_AVATAR_MAX = 16_384;

/** A new task before its fields are applied. */
export const BLANK_TASK: TaskFields = {
  id: 0,
  title: '',
  dueDate: '',
  description: '',
  assigneeId: null,
  guestAssignee: null,
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

/** A guest's picture: a path or an http(s) URL, or an image inlined as a data URL; anything else is refused. */
function guestAvatar(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.length > ASSIGNEE_AVATAR_MAX) throw new InvalidInputError(`assignee.avatar must be at most ${ASSIGNEE_AVATAR_MAX} characters`);
  if (!/^(?:\/(?!\/)|https?:\/\/|data:image\/)/i.test(value)) throw new InvalidInputError('assignee.avatar must be a path, an http(s) URL or a data:image URL');
  return value;
}

/**
 * Who a task is assigned to: a team member by id (which must exist), or by full name; a full name nobody on
 * the team has makes a guest assignee (kept as given); null: nobody.
 */
function assignment(ref: AssigneeRef, team: readonly TeamMember[]): Pick<TaskFields, 'assigneeId' | 'guestAssignee'> {
  if (ref === null) return { assigneeId: null, guestAssignee: null };
  if ('id' in ref) {
    if (!team.some((m) => m.id === ref.id)) throw new InvalidInputError('assignee is not a member of the team');
    return { assigneeId: ref.id, guestAssignee: null };
  }
  const fullName = ref.fullName.trim();
  if (fullName === '') throw new InvalidInputError('assignee.fullName must not be empty');
  if (fullName.length > ASSIGNEE_NAME_MAX) throw new InvalidInputError(`assignee.fullName must be at most ${ASSIGNEE_NAME_MAX} characters`);
  const member = team.find((m) => m.fullName === fullName);
  if (member) return { assigneeId: member.id, guestAssignee: null };
  return { assigneeId: null, guestAssignee: { fullName, avatar: guestAvatar(ref.avatar) } };
}

/** The name the assignee order sorts by: the team member's, else the guest's; undefined: nobody (last). */
export function assigneeName(task: Pick<TaskFields, 'assigneeId' | 'guestAssignee'>, team: readonly TeamMember[]): string | undefined {
  if (task.assigneeId !== null) return team.find((m) => m.id === task.assigneeId)?.fullName;
  return task.guestAssignee?.fullName;
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
  if (changes.assignee !== undefined) Object.assign(next, assignment(changes.assignee, team));
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

/** A team member as shown: with a picture, theirs or their initials avatar (server/avatars/person-avatar.ts). */
export function shownMember(member: TeamMember): TeamMember & { avatar: string } {
  return { ...member, avatar: avatarOf(member.fullName, member.avatar) };
}

/**
 * The legacy REST shape: the assignee embedded, a team member as { id, fullName, avatar }, a guest as the
 * { fullName, avatar } the client sent; either always with a picture.
 */
export function taskView(task: TaskRecord, team: readonly TeamMember[]): TaskView {
  const { assigneeId, guestAssignee, ...rest } = task;
  const member = assigneeId === null ? undefined : team.find((m) => m.id === assigneeId);
  if (member) return extended(rest, { assignee: shownMember(member) });
  return extended(rest, { assignee: guestAssignee ? { fullName: guestAssignee.fullName, avatar: avatarOf(guestAssignee.fullName, guestAssignee.avatar) } : null });
}
