import type { WriteContext } from '../common/record-versions.js';
import type { MethodKinds } from '../common/revisions.js';
import type { NewSavedView, SavedViewChanges, SavedViewRecord, ViewList, Viewer } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    savedViews: SavedViewRepository;
  }
}

/** A person's default view of a list (null: none). */
export interface ViewDefault {
  accountId: number;
  list: ViewList;
  viewId: number | null;
}

/**
 * Owner of the saved views (a name plus a list's URL state, private or shared with roles) and of each person's
 * default view per list. Validation and visibility are rules.ts; who may change what is checked by service.ts
 * before calling. Two stores implement it (memory-repository.ts, postgres-repository.ts);
 * tests/saved-views/contract.test.ts pins that both answer alike.
 */
export interface SavedViewRepository {
  /** The views of the list the viewer sees (their own and those shared with their role), by name then id. */
  visible(list: ViewList, viewer: Viewer): Promise<SavedViewRecord[]>;
  /** NotFoundError for an unknown id. */
  find(id: number): Promise<SavedViewRecord>;
  /** A new view, id = maximum + 1, version 1; at most VIEW_LIMITS.perList of one owner per list. */
  add(input: NewSavedView, write?: WriteContext): Promise<SavedViewRecord>;
  /** Changes the fields given and bumps the version; NotFoundError, StaleVersionError (a stale `version`) change nothing. */
  update(id: number, changes: SavedViewChanges, write?: WriteContext): Promise<SavedViewRecord>;
  /** Removes and answers the view (and whoever had it as their default has none); NotFoundError for an unknown id. */
  remove(id: number): Promise<SavedViewRecord>;
  /** Brings a removed view back with its id (a restore, server/audit/); ConflictError when the id is taken. */
  reinstate(view: SavedViewRecord, write?: WriteContext): Promise<SavedViewRecord>;
  /** The id of the person's default view of the list, or null. */
  defaultOf(accountId: number, list: ViewList): Promise<number | null>;
  /** Makes the view the person's default of its list (null: none); NotFoundError for an unknown view. */
  setDefault(accountId: number, list: ViewList, viewId: number | null): Promise<ViewDefault>;
}

export const savedViewMethods = {
  visible: 'read',
  find: 'read',
  add: 'write',
  update: 'write',
  remove: 'write',
  reinstate: 'write',
  defaultOf: 'read',
  setDefault: 'write',
} as const satisfies MethodKinds<SavedViewRepository>;
