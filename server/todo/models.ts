import type { VersionStamp } from '../common/errors.js';

/** The todo domain's records (spec section 3, "Task") and the closed sets its rules work with. */
export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];

/** Russian labels the UI shows for the tags; search matches them as well as the keys. */
export const TASK_TAG_LABELS: Record<TaskTag, string> = {
  team: 'Команда',
  low: 'Низкий',
  medium: 'Средний',
  high: 'Высокий',
  update: 'Обновление',
};

export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** A person tasks can be assigned to (the drawer's assignee select). */
export interface TeamMember {
  id: number;
  fullName: string;
  avatar: string | null;
}

/**
 * Someone a client named as the assignee who is not on the team (the legacy sidebar picks from a list of its
 * own): kept as given, so the task shows them when reopened.
 */
export interface GuestAssignee {
  fullName: string;
  /** As the client sent it (a path, an http(s) or a data:image URL); null: none. */
  avatar: string | null;
}

/** A task's own fields, as the seed gives them: the assignee is a reference, embedded only when answering. */
export interface TaskFields {
  id: number;
  title: string;
  /** ISO-8601 date-time (UTC). */
  dueDate: string;
  /** Rich text from the editor (HTML) or plain text. */
  description: string;
  /** A team member; null when nobody on the team is (a guest may be). */
  assigneeId: number | null;
  /** Set only while assigneeId is null: the task names someone outside the team. */
  guestAssignee: GuestAssignee | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
}

/** A task as stored: its fields and its version (1 at create, +1 per write) with who wrote it last and when. */
export interface TaskRecord extends TaskFields, VersionStamp {}

/** A task as the legacy REST clients read it: the assignee embedded, a team member (with its id) or a guest. */
export interface TaskView extends Omit<TaskRecord, 'assigneeId' | 'guestAssignee'> {
  assignee: (Omit<TeamMember, 'avatar'> & { avatar: string }) | { fullName: string; avatar: string } | null;
}

export interface TaskQuery {
  q?: string;
  filter?: TaskFilter;
  tag?: TaskTag;
  sortBy?: TaskSort;
}

/**
 * The assignee of a new or changed task: a team member's id, or (legacy clients) the `{ fullName, avatar }`
 * they picked: the team member of that full name, else a guest assignee; null leaves it unassigned.
 */
export type AssigneeRef = { id: number } | { fullName: string; avatar?: string | null } | null;

export interface TaskChanges {
  title?: string;
  dueDate?: string;
  description?: string;
  assignee?: AssigneeRef;
  tags?: TaskTag[];
  isCompleted?: boolean;
  isImportant?: boolean;
  isDeleted?: boolean;
}

export interface NewTask extends TaskChanges {
  title: string;
  dueDate: string;
}

/** Seed of the todo domain (spec section 3, "Task"): the sales team and its tasks. */
export interface TodoSeed {
  team: TeamMember[];
  tasks: TaskFields[];
}
