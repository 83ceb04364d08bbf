import { UndoConflictError } from '../common/errors.js';
import type { AuditEventPage, AuditEventRecord, AuditQuery, NewAuditEvent, StoredAuditEvent } from './models.js';
import type { AuditTrail } from './trail.js';

declare module '../common/repositories.js' {
  interface Repositories {
    /** The audit log (reads; events are recorded by the audited writes). */
    audit: AuditLogRepository;
  }
}

/**
 * Owner of the audit log: who changed what, on either face. Two stores implement it
 * (memory-repository.ts, postgres-repository.ts); tests/audit/contract.test.ts pins that both answer alike.
 * Events are immutable but for `restoredBy`, set once by the restore that undoes one.
 */
export interface AuditLogRepository {
  /** Newest first (by id: the order writes of one record committed in); filters combine. */
  list(query?: AuditQuery): Promise<AuditEventPage>;
  /** NotFoundError for an unknown id. */
  get(id: number): Promise<StoredAuditEvent>;
  /** The events of `ids`, in their order (a chunk of a batch to undo); NotFoundError for an unknown id. */
  getMany(ids: readonly number[]): Promise<StoredAuditEvent[]>;
  /**
   * Runs an audited write (inside the write scope holding `trail`) and records its event with it: memory in turn with every other audited write,
   * the event after the change; PostgreSQL in the store's own transaction (server/db/queries.ts
   * `inTransaction`), so neither commits without the other. A write that fails records nothing. During a
   * restore the undone event is checked again (`checkUndoable`) where no other write can come between.
   */
  run<R>(trail: AuditTrail, write: () => Promise<R>): Promise<R>;
  /** Records an event that is no record write (a sign-in, a failed one, a sign-out). */
  record(event: NewAuditEvent): Promise<AuditEventRecord>;
  /** UndoConflictError when the event was undone already, or its record changed after it. */
  checkUndoable(event: StoredAuditEvent): Promise<void>;
  /** Deletes the events recorded before `time`; how many (AUDIT_RETENTION_DAYS on PostgreSQL). */
  pruneBefore(time: Date): Promise<number>;
}

/** What a restore is told when it comes too late: the event was undone, or someone changed the record since. */
export function undoConflict(event: StoredAuditEvent, later: AuditEventRecord): UndoConflictError {
  const who = later.actor?.fullName ?? null;
  const what = later.restores === event.id ? 'was undone already' : `was changed after this event`;
  return new UndoConflictError(`${event.subject} ${event.recordId} ${what}${who ? ` by ${who}` : ''} at ${later.at}`, who, later.at);
}
