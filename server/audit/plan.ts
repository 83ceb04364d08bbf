import type { ManyWritten, Written } from '../common/many-writes.js';
import type { AccountAction, AuditAction, AuditSubject, UndoKind } from './models.js';

/**
 * How an audited write changes its record: `create` (the result is the new record), `update` (the store
 * reports the record before, under its write lock: server/audit/trail.ts `auditBefore`), `delete` (the
 * result is the removed record), `event` (an account event without field changes, e.g. a new password).
 */
export type Shape = 'create' | 'update' | 'delete' | 'event';

export interface AuditedWrite<R> {
  subject: AuditSubject;
  /** What the write did; a function of its result when one method does either of two (activate or deactivate). */
  action: AuditAction | ((result: R) => AuditAction);
  shape: Shape;
  /** The record the write is about, from its result; undefined when nothing was written (no event). */
  record: (result: R) => object | undefined;
  /** Fields that never enter an event: secrets (passwords, tokens, invite links) and what is not this record's own. */
  omit: readonly string[];
  undo: UndoKind | null;
  /**
   * A write of many records (server/common/many-writes.ts): one event per record written, each as this shape
   * records it, the state before coming with the result (read under the store's lock) instead of `auditBefore`.
   */
  many?: (result: R) => ReadonlyArray<Written<object>>;
}

/**
 * Every write method of a repository has one: audited, or `private` (a person's own data: mailbox, chat,
 * cart, wishlist, bookmarks, settings, likes and votes, their notifications; docs/audit-log.md).
 */
export type AuditDecision<R> = AuditedWrite<R> | 'private';

/** The write methods of a MethodKinds declaration (a method that may be a write counts). */
type WriteMethods<K> = { [M in keyof K]: 'write' extends K[M] ? M : never }[keyof K];

/**
 * The audit decision of each write method of a repository, declared beside its MethodKinds: a write method
 * added later fails to compile until it has one, so no write path escapes the log.
 */
export type AuditPlan<T, K extends object> = {
  readonly [M in WriteMethods<K> & keyof T]-?: T[M] extends (...args: never[]) => infer R ? AuditDecision<Awaited<R>> : never;
};

const identity = (result: unknown) => (result ?? undefined) as object | undefined;
const written = (result: ManyWritten<object>) => result.written;

type AccountChangeAction = Extract<AccountAction, 'role_change' | 'deactivate' | 'reactivate' | 'email_change'>;

/** The decisions of one kind of record: what each of its writes records and how it is undone. */
export function auditOf(subject: AuditSubject, { omit = [] }: { omit?: readonly string[] } = {}) {
  const write = <R>(action: AuditedWrite<R>['action'], shape: Shape, undo: UndoKind | null, record: (result: R) => object | undefined): AuditedWrite<R> => ({
    subject,
    action,
    shape,
    record,
    omit,
    undo,
  });
  return {
    /** A new record (undone by removing it, unless the product never removes such records). */
    create: <R>(record: (result: R) => object | undefined = identity, { undoable = true } = {}) =>
      write<R>('create', 'create', undoable ? 'remove' : null, record),
    /** Fields changed (undone by putting them back). */
    update: <R>(record: (result: R) => object | undefined = identity) => write<R>('update', 'update', 'revert', record),
    /** The record removed (undone by bringing it back with its id). */
    delete: <R>(record: (result: R) => object | undefined = identity) => write<R>('delete', 'delete', 'reinstate', record),
    /** A delete that keeps the record, flagged (tasks: undone by clearing the flag). */
    softDelete: <R>(record: (result: R) => object | undefined = identity) => write<R>('delete', 'update', 'revert', record),
    /** A record put back by a restore (recorded as `restore` whenever it runs). */
    reinstate: <R>(record: (result: R) => object | undefined = identity) => write<R>('restore', 'create', null, record),
    /**
     * An account change with its fields' before and after (a role change, a deactivation): the store reports
     * the account before it with `auditBefore`, like any update. Not undone from the log.
     */
    accountChange: <R>(
      action: AccountChangeAction | ((result: R) => AccountChangeAction),
      record: (result: R) => object | undefined = identity,
    ) => write<R>(action, 'update', null, record),
    /** Many records created at once (an import's batch): one `create` event each. */
    createEach: <R extends ManyWritten<object>>() => ({ ...write<R>('create', 'create', 'remove', identity), many: written }),
    /** Many records' fields changed at once (a bulk change's chunk): one `update` event each. */
    updateEach: <R extends ManyWritten<object>>() => ({ ...write<R>('update', 'update', 'revert', identity), many: written }),
    /** Many records flagged deleted at once: one `delete` event each, undone by clearing the flag. */
    softDeleteEach: <R extends ManyWritten<object>>() => ({ ...write<R>('delete', 'update', 'revert', identity), many: written }),
    /** An account event without field changes (a password change: never what to). */
    accountEvent: <R>(action: AccountAction, record: (result: R) => object | undefined = identity) => write<R>(action, 'event', null, record),
  };
}
