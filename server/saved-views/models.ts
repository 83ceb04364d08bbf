import type { Subject } from '../access/abilities.js';
import type { AccountRole } from '../access/roles.js';
import type { VersionStamp } from '../common/errors.js';

/** The lists whose state may be kept as a view, each with the CASL subject its page needs to be read. */
export const VIEW_LISTS = {
  users: 'User',
  invoices: 'Invoice',
  tasks: 'Task',
  products: 'Product',
  employees: 'Employee',
  'audit-log': 'AuditLog',
} as const satisfies Record<string, Subject>;
export type ViewList = keyof typeof VIEW_LISTS;

/** A value of a list's state: what its URL holds (search, filters, sort, page size, visible columns). */
export type ViewStateValue = string | number | boolean | string[];
export type ViewState = { [key: string]: ViewStateValue };

/** A saved view as stored: its owner's, visible to the roles it is shared with. */
export interface SavedViewRecord extends VersionStamp {
  id: number;
  ownerId: number;
  list: ViewList;
  name: string;
  state: ViewState;
  /** Empty: private, only its owner sees it. */
  sharedWith: AccountRole[];
  /** ISO-8601. */
  createdAt: string;
}

export interface SavedViewChanges {
  name?: string;
  state?: unknown;
  sharedWith?: readonly AccountRole[];
}

export interface NewSavedView {
  ownerId: number;
  list: string;
  name: string;
  state: unknown;
  sharedWith?: readonly AccountRole[];
}

/** Who is looking: a view is theirs, or shared with their role. */
export interface Viewer {
  accountId: number;
  role: AccountRole;
}
