import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { currentScope, type Face } from '../common/write-scope.js';
import type { AuditChange, AuditEventRecord, NewAuditEvent, StoredAuditEvent } from './models.js';
import type { AuditedWrite, Shape } from './plan.js';
import { changesBetween, shownFieldsOf, snapshotOf, updateChanges } from './rules.js';

/**
 * A restore under way (server/audit/restore.ts): the events its write undoes, by the id of the record each is of
 * (one for a single restore, a chunk of a batch for a many-write), and the restore events once recorded.
 */
export interface Restoring {
  readonly events: ReadonlyMap<string, StoredAuditEvent>;
  recorded?: AuditEventRecord[];
}

/** A restore of one event. */
export function restoringOne(event: StoredAuditEvent): Restoring {
  return { events: new Map([[event.recordId ?? '', event]]) };
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
  /** The events recorded, once they are (none: the write changed nothing to record). */
  recorded: AuditEventRecord[] | undefined;

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

  /** The events this write makes, from its result: none when the result says nothing was written, one per record of a many-write. */
  eventsFor(result: unknown): NewAuditEvent[] {
    const { write } = this;
    if (write.many) return write.many(result).map(({ before, after }) => this.eventOf(before === null ? 'create' : 'update', before, after, after));
    const record = write.record(result);
    if (!record) return [];
    if (write.shape === 'update' && !this.previous) {
      throw new Error(
        `an audited update of ${write.subject} ${String((record as { id?: unknown }).id)} did not report its record before the write (auditBefore)`,
      );
    }
    return [this.eventOf(write.shape, this.previous ?? null, record, result)];
  }

  /** The event this restore's write undoes for a record it wrote: a single restore's one event, a many-write's by record. */
  private undone(restoring: Restoring, recordId: string): StoredAuditEvent {
    const event = restoring.events.size === 1 ? restoring.events.values().next().value : restoring.events.get(recordId);
    if (!event) throw new Error(`a restore wrote record ${recordId}, which none of the events it undoes is of`);
    return event;
  }

  /** `result`: what an action that depends on the write's outcome is told (the write's result, or a many-write's record). */
  private eventOf(shape: Shape, previous: object | null, record: object, result: unknown): NewAuditEvent {
    const { write } = this;
    let changes: AuditChange[] = [];
    if (shape === 'update') changes = updateChanges(previous ?? record, record, write.omit);
    else if (shape === 'delete') changes = changesBetween(shownFieldsOf(record, write.omit), null);
    else if (shape === 'create') changes = changesBetween(null, shownFieldsOf(record, write.omit));
    const recordId = String((record as { id?: unknown }).id);
    return {
      action: this.restoring ? 'restore' : typeof write.action === 'function' ? write.action(result) : write.action,
      subject: write.subject,
      recordId,
      face: this.face,
      actorId: this.actorId,
      actorKey: this.actorKey,
      changes,
      // An update that changed nothing has nothing to undo.
      undo: this.restoring || (shape === 'update' && changes.length === 0) ? null : write.undo,
      restores: this.restoring ? this.undone(this.restoring, recordId).id : null,
      // What a reinstate needs; an update is undone from its changes alone.
      snapshot: shape === 'delete' ? snapshotOf(record, write.omit) : null,
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
