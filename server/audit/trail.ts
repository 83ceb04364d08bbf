import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { currentScope, type Face } from '../common/write-scope.js';
import type { AuditEventRecord, NewAuditEvent, StoredAuditEvent } from './models.js';
import type { AuditedWrite } from './plan.js';
import { changesBetween, snapshotOf } from './rules.js';

/** A restore under way (server/audit/restore.ts): the event it undoes, and the restore event once recorded. */
export interface Restoring {
  readonly event: StoredAuditEvent;
  recorded?: AuditEventRecord;
}

/**
 * One audited write under way, kept in the write scope (server/common/write-scope.ts) while the store runs it.
 * The store tells it the record as it was before an update (`auditBefore`, under the store's write lock);
 * it makes the event from the write's result. On PostgreSQL the store's transaction writes that event
 * before it commits (`commitAudit`, called by server/db/queries.ts `inTransaction`), so the change and its
 * event commit together or not at all.
 */
export class AuditTrail {
  private previous: object | undefined;
  /** The bulk change under way when the write began (its scope's `batchId`). */
  private readonly batchId = currentScope().batchId ?? null;
  /** Set by the PostgreSQL audit log: writes the event inside the store's transaction. */
  commitIn?: (trx: Transaction<Database>, result: unknown) => Promise<void>;
  /** The event recorded, once it is (null: the write changed nothing to record). */
  recorded: AuditEventRecord | null | undefined;

  constructor(
    readonly write: AuditedWrite<unknown>,
    readonly actorId: number | null,
    readonly face: Face,
    readonly restoring: Restoring | null,
    /** The API key the actor wrote with, by name; null in person. */
    readonly actorKey: string | null = null,
  ) {}

  /** The record as it was before this write; the first report wins (a write calling its own update reports once). */
  before(record: object): void {
    this.previous ??= record;
  }

  /** The event this write makes, from its result; null when the result says nothing was written. */
  eventFor(result: unknown): NewAuditEvent | null {
    const { write } = this;
    const record = write.record(result);
    if (!record) return null;
    const now = snapshotOf(record, write.omit);
    let before: ReturnType<typeof snapshotOf> | null = null;
    let after: ReturnType<typeof snapshotOf> | null = null;
    if (write.shape === 'update') {
      if (!this.previous) throw new Error(`an audited update of ${write.subject} ${String(now.id)} did not report its record before the write (auditBefore)`);
      before = snapshotOf(this.previous, write.omit);
      after = now;
    } else if (write.shape === 'delete') before = now;
    else if (write.shape === 'create') after = now;
    const changes = write.shape === 'event' ? [] : changesBetween(before, after);
    return {
      action: this.restoring ? 'restore' : typeof write.action === 'function' ? write.action(result) : write.action,
      subject: write.subject,
      recordId: String(now.id),
      face: this.face,
      actorId: this.actorId,
      actorKey: this.actorKey,
      changes,
      // An update that changed nothing has nothing to undo.
      undo: this.restoring || (write.shape === 'update' && changes.length === 0) ? null : write.undo,
      restores: this.restoring?.event.id ?? null,
      // What a reinstate needs; an update is undone from its changes alone.
      snapshot: write.shape === 'delete' ? before : null,
      batchId: this.batchId,
    };
  }
}

/** A store's write reports the record as it was, once it holds it under its write lock (an audited update needs it). */
export function auditBefore(record: object): void {
  currentScope().audit?.before(record);
}

declare module '../common/write-scope.js' {
  interface WriteScopeEntries {
    /** The audited write under way, if any. */
    readonly audit?: AuditTrail;
    /** A restore under way: its reverse write is recorded as the restore (server/audit/restore.ts). */
    readonly restoring?: Restoring;
    /** A bulk change under way: every event it records carries this id. */
    readonly batchId?: string;
  }
}

/**
 * What an audited write's scope runs before its PostgreSQL transaction commits (server/db/queries.ts
 * `inTransaction`): the audit event goes in the same transaction.
 */
export async function commitAudit(trx: Transaction<Database>, result: unknown): Promise<void> {
  const trail = currentScope().audit;
  if (trail?.commitIn && trail.recorded === undefined) await trail.commitIn(trx, result);
}
