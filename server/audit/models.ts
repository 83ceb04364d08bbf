import type { Face } from '../common/write-scope.js';
import type { TopicRules } from '../events/catalog.js';

/** What an event says happened: record writes, their undo, and the account events. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
  'role_change',
  'deactivate',
  'reactivate',
  'two_step_enabled',
  'two_step_disabled',
  'two_step_reset',
  'api_key_created',
  'api_key_revoked',
  'password_reset_requested',
  'password_reset',
  'email_verified',
  'email_change_requested',
  'email_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The account events: not writes of a record's fields, so never undone. Two-step sign-in turned on, off by its
 * owner, or reset by an administrator says only that: never the secret, a code or a recovery code; a password
 * reset link sent, or used, never the link. An API key made or revoked names the key, never its secret.
 */
export type AccountAction = Extract<
  AuditAction,
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'password_change'
  | 'role_change'
  | 'deactivate'
  | 'reactivate'
  | 'two_step_enabled'
  | 'two_step_disabled'
  | 'two_step_reset'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_verified'
  | 'email_change_requested'
  | 'email_change'
  | 'api_key_created'
  | 'api_key_revoked'
>;

/**
 * The kinds of record an event may be about: the shared business records. A person's private data
 * (mailbox, chat, cart, wishlist, bookmarks, their own settings, likes and votes) is never audited.
 */
export const AUDIT_SUBJECTS = ['User', 'Account', 'Invoice', 'Task', 'Event', 'Permission', 'Product', 'BlogPost', 'BlogComment', 'SavedView', 'Employee'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** Which door a change came through (server/common/write-scope.ts). */
export const AUDIT_FACES = ['rest', 'graphql', 'socket', 'system'] as const satisfies readonly Face[];
export type AuditFace = Face;

/** Values as events keep them: what JSON holds. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One changed field: `before` null for a create, `after` null for a delete. Nested fields are dotted (extendedProps.calendar). */
export interface AuditChange {
  field: string;
  before: Json;
  after: Json;
}

/** The account that acted, as it was then (its name and role when the event happened). */
export interface AuditActor {
  id: number;
  fullName: string;
  role: string;
  /** The name of the API key the account acted with (a script), as it was then; null when the person did it. */
  viaKey: string | null;
}

/**
 * How an event is undone (server/audit/restore.ts), fixed when it is recorded: `remove` the created record,
 * `revert` the changed fields to their `before` values, `reinstate` the deleted record with its id; null
 * when it cannot be (account events, restores).
 */
export type UndoKind = 'remove' | 'revert' | 'reinstate';

export interface AuditEventRecord {
  id: number;
  /** ISO-8601. */
  at: string;
  action: AuditAction;
  subject: AuditSubject;
  /** The record's id as the REST face shows it; null for an account event about no account (never: see auth). */
  recordId: string | null;
  face: AuditFace;
  /** Null when no signed-in account acted (a failed sign-in, a server job). */
  actor: AuditActor | null;
  changes: AuditChange[];
  undo: UndoKind | null;
  /** For a restore: the event it undid. */
  restores: number | null;
  /** The restore event that undid this one, once undone. */
  restoredBy: number | null;
  /** The bulk change it was part of (every event of one bulk job shares it; undone together), or null. */
  batchId: string | null;
}

/**
 * An event with what undoing a delete needs: the record as it was (secrets left out), for `reinstate`.
 * Never leaves the server.
 */
export interface StoredAuditEvent extends AuditEventRecord {
  snapshot: { [key: string]: Json } | null;
}

/** An event about to be recorded: the store gives it its id and time. */
export type NewAuditEvent = Omit<StoredAuditEvent, 'id' | 'at' | 'actor' | 'restoredBy'> & {
  actorId: number | null;
  /** The API key the actor used (server/common/write-scope.ts `actorKey`); absent or null: in person. */
  actorKey?: string | null;
};

/** The filters of the log (GraphQL `auditEvents`, REST `GET /api/audit-log`), newest first. */
export interface AuditQuery {
  subject?: AuditSubject;
  recordId?: string;
  actorId?: number;
  action?: AuditAction;
  /** ISO-8601, inclusive. */
  from?: string;
  /** ISO-8601, exclusive. */
  to?: string;
  /** Page size, 1–100 (default 20). */
  first?: number;
  /** The `nextCursor` of the previous page. */
  after?: string;
  /** Only the events of this bulk change. */
  batchId?: string;
}

export interface AuditEventPage {
  items: AuditEventRecord[];
  /** Null on the last page. */
  nextCursor: string | null;
}

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /** An audit event was recorded: the log page shows it live. */
    audit: { event: AuditEventRecord };
  }
}

/** Who may receive the audit log's live events (server/events/catalog.ts). */
export const auditTopics = { audit: { subject: 'AuditLog', shared: true } } as const satisfies Partial<TopicRules>;
