import type { Page, PageRequest } from '../common/paging.js';
import type { WriteContext } from '../common/record-versions.js';
import type { ManyWritten } from '../common/many-writes.js';
import type { NewTask, TaskChanges, TaskQuery, TaskRecord, TeamMember } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    todo: TodoRepository;
  }
}

/**
 * Owner of the team and its tasks (shared by every account): filters, search, sorting, flags, the soft
 * delete and versions. Two stores implement it (memory-repository.ts, postgres-repository.ts) with the
 * rules of rules.ts; tests/todo/contract.test.ts pins that both answer alike.
 */
export interface TodoRepository {
  /** Team members in id order: the assignee choices. */
  members(): Promise<TeamMember[]>;
  member(id: number): Promise<TeamMember | undefined>;
  /**
   * Filter (default: not deleted; important and completed leave deleted ones out; deleted: only deleted),
   * then tag, then search (rules.ts `taskSearchTexts`, case-insensitive substring), then sort: latest = id
   * descending (default); titles and assignee names by Russian collation ignoring case, unassigned last;
   * due date ascending; ties latest first. Without `paging`, every matching task (the legacy REST list);
   * with it, one page (rules.ts `TASKS_PER_PAGE` by default, server/common/paging.ts) and how many match.
   */
  list(query?: TaskQuery): Promise<TaskRecord[]>;
  list(query: TaskQuery, paging: PageRequest): Promise<Page<TaskRecord>>;
  /** The ids of every task `list(query)` answers, in its order: a bulk change's selection, without the tasks' fields. */
  listIds(query?: TaskQuery): Promise<number[]>;
  /** Throws NotFoundError for an unknown id. */
  find(id: number): Promise<TaskRecord>;
  /** The tasks of these ids in one read, in the order given; an unknown id is left out (a bulk chunk's live events, read by reference). */
  findMany(ids: readonly number[]): Promise<TaskRecord[]>;
  /** A new task, id = maximum + 1, version 1. */
  add(input: NewTask, write?: WriteContext): Promise<TaskRecord>;
  /**
   * Changes only the fields given and bumps the version; an unknown id changes nothing (NotFoundError), nor
   * does a stale `version` (StaleVersionError). Without one the last write wins.
   */
  update(id: number, changes: TaskChanges, write?: WriteContext): Promise<TaskRecord>;
  /** Soft delete (spec section 4): the task moves to the "deleted" filter; deleting twice is harmless. */
  remove(id: number, write?: WriteContext): Promise<TaskRecord>;
  /**
   * Many tasks changed in one write (a bulk change's chunk), each by `update`'s rules from its current state
   * (`changesOf`; no version is checked); an unknown id or a change the rules refuse is refused with why, the rest
   * written (server/common/many-writes.ts).
   */
  updateMany(ids: readonly number[], changesOf: (task: TaskRecord) => TaskChanges, write?: WriteContext): Promise<ManyWritten<TaskRecord>>;
  /** Many tasks soft-deleted in one write, each as `remove` does it. */
  removeMany(ids: readonly number[], write?: WriteContext): Promise<ManyWritten<TaskRecord>>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const todoMethods = {
  members: 'read',
  member: 'read',
  list: 'read',
  listIds: 'read',
  find: 'read',
  findMany: 'read',
  add: 'write',
  update: 'write',
  remove: 'write',
  updateMany: 'write',
  removeMany: 'write',
} as const satisfies MethodKinds<TodoRepository>;
