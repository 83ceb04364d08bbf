import { type Action, type Subject } from '../access/abilities.js';
import type { WriteContext } from '../common/record-versions.js';
import { DomainError, InvalidInputError } from '../common/errors.js';
import type { ManyWritten } from '../common/many-writes.js';
import { runInScope } from '../common/write-scope.js';
import type { AuditChange, AuditEventRecord, AuditSubject, Json, StoredAuditEvent, UndoKind } from './models.js';
import type { AuditLogRepository } from './repository.js';
import { restoringOne, type Restoring } from './trail.js';
import { authorize, type Principal } from '../access/caller.js';

declare module '../common/repositories.js' {
  interface Repositories {
    /** Undoes one event through the repository owning its record. */
    restorer: AuditRestorer;
  }
}

/** A record as an event kept it (the store's own record type, written by this server; secrets left out). */
export type Snapshot = { [key: string]: Json };

/**
 * How one kind of record is undone, declared by its domain (server/<domain>/audit.ts) over its repository:
 * each is one audited write of that repository, recorded as the `restore`.
 */
export interface Undoer {
  /** The CASL subject a restore needs the reverse write on (delete to remove, update to revert, create to reinstate). */
  ability: Subject;
  /** Removes the record a create made (absent where the product never removes such records). */
  remove?(id: number, writer: WriteContext): Promise<unknown>;
  /** Puts the changed fields back to their `before` values, through the domain's rules; absent for records never edited. */
  revert?(id: number, changes: readonly AuditChange[], writer: WriteContext): Promise<unknown>;
  /**
   * `revert` of many records as one many-write of the repository (server/common/many-writes.ts), where it has one:
   * a bulk job's batch is undone a chunk at a time instead of a write per record.
   */
  revertMany?(reverts: readonly Revert[], writer: WriteContext): Promise<ManyWritten<unknown>>;
  /** Brings a deleted record back with its id and everything it held (records that are only ever flagged deleted have none). */
  reinstate?(record: Snapshot, writer: WriteContext): Promise<unknown>;
}

/** One record's changes to put back. */
export interface Revert {
  id: number;
  changes: readonly AuditChange[];
}

/**
 * A record with each change's field put back to its value before (a nested field by its dotted path). The
 * values were written from this record type by this server, so they are read back as its own.
 */
export function withChangesUndone<T extends object>(current: T, changes: readonly AuditChange[]): T {
  const undone: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const { field, before } of changes) {
    const [head, inner] = field.split('.', 2);
    undone[head] = inner === undefined ? before : { ...(undone[head] as object), [inner]: before };
  }
  return undone as T;
}

/** A deleted record as its event kept it (written from this record type by this server). */
export function recordOf<T>(snapshot: Snapshot): T {
  return snapshot as unknown as T;
}

export type Undoers = Partial<Record<AuditSubject, Undoer>>;

/** The reverse write each undo is: what the caller must be allowed to do. */
const REVERSE: Record<UndoKind, Action> = { remove: 'delete', revert: 'update', reinstate: 'create' };

/**
 * `restoreAuditEvent`: reverses one event through the repository that owns the record.
 * Refused with CONFLICT when the record changed after the event or the event was undone already (checked
 * first here, and again where the reverse write holds its lock), so an undo never overwrites newer work.
 */
export class AuditRestorer {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly undoers: Undoers,
    /** Who the restore's write is stamped with (server/common/record-versions.ts). */
    private readonly writerOf: (accountId: number) => Promise<WriteContext>,
  ) {}

  async restore(id: number, principal: Principal | null): Promise<AuditEventRecord> {
    const event = await this.log.get(id);
    const undoer = this.undoers[event.subject];
    if (event.undo === null || !undoer) {
      authorize(principal, 'read', 'AuditLog');
      throw new InvalidInputError(`Audit event ${id} (${event.action} of ${event.subject} ${event.recordId ?? ''}) cannot be undone`);
    }
    const { accountId } = authorize(principal, REVERSE[event.undo], undoer.ability);
    await this.log.checkUndoable(event);
    const writer = await this.writerOf(accountId);
    const restoring = restoringOne(event);
    await runInScope({ restoring }, () => reverse(undoer, event, event.undo as UndoKind, writer));
    if (!restoring.recorded) throw new Error(`the restore of audit event ${id} recorded no event`);
    return restoring.recorded[0];
  }

  /**
   * Undoes the events of `ids` (a chunk of a batch, newest first), each by the single restore's rules: the reverts of
   * one subject whose undoer has `revertMany` as one many-write, the rest one at a time. An event refused (not
   * allowed, a conflict, the record's own rules) is refused with why; the others are written with their restore.
   * A conflict found under the many-write's lock undoes that chunk one event at a time, which tells each apart.
   */
  async restoreMany(ids: readonly number[], principal: Principal | null): Promise<ManyWritten<AuditEventRecord>> {
    const result: ManyWritten<AuditEventRecord> = { written: [], refused: [] };
    let alone: readonly number[] = ids;
    const events = await this.log.getMany(ids).catch((error: unknown) => {
      // An event gone meanwhile (pruned): each is undone alone, the gone one refused.
      if (!(error instanceof DomainError)) throw error;
      return [];
    });
    const together = revertsTogether(events, this.undoers);
    if (together.length > 0) {
      const joined = new Set(together);
      const left = await this.revertTogether(together, principal, result);
      alone = [...events.filter((event) => !joined.has(event)), ...left].map((event) => event.id);
    }
    for (const id of alone) {
      try {
        const undone = await this.restore(id, principal);
        result.written.push({ before: null, after: undone });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        result.refused.push({ at: id, error });
      }
    }
    return result;
  }

  /** The reverts of one subject as one many-write; answers the events left to undo one at a time. */
  private async revertTogether(events: readonly StoredAuditEvent[], principal: Principal | null, result: ManyWritten<AuditEventRecord>): Promise<StoredAuditEvent[]> {
    const undoer = this.undoers[events[0].subject] as Undoer & Required<Pick<Undoer, 'revertMany'>>;
    let accountId: number;
    try {
      ({ accountId } = authorize(principal, 'update', undoer.ability));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      for (const event of events) result.refused.push({ at: event.id, error });
      return [];
    }
    // Checked where the many-write holds its lock; a conflict there undoes the chunk one event at a time, which tells
    // each conflict apart (a conflict is the exception: a batch's records are seldom changed since).
    const restoring: Restoring = { events: new Map(events.map((event) => [event.recordId as string, event])) };
    const reverts = events.map((event) => ({ id: Number(event.recordId), changes: event.changes }));
    let written: ManyWritten<unknown>;
    try {
      written = await runInScope({ restoring }, async () => undoer.revertMany(reverts, await this.writerOf(accountId)));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return [...events];
    }
    const byRecord = new Map(events.map((event) => [Number(event.recordId), event]));
    for (const { at, error } of written.refused) result.refused.push({ at: byRecord.get(at)?.id ?? at, error });
    for (const recorded of restoring.recorded ?? []) result.written.push({ before: null, after: recorded });
    return [];
  }
}

/**
 * The events of a chunk undone as one many-write: reverts of the chunk's first revert's subject, where its undoer
 * has `revertMany`, each record once (a record changed twice in a batch is undone one event at a time, newest first,
 * as a single restore would: its older event then conflicts with the newer one's restore).
 */
function revertsTogether(events: readonly StoredAuditEvent[], undoers: Undoers): StoredAuditEvent[] {
  const first = events.find((event) => event.undo === 'revert' && event.recordId !== null && undoers[event.subject]?.revertMany);
  if (!first) return [];
  const ofSubject = events.filter((event) => event.subject === first.subject);
  const eventsOfRecord = new Map<string | null, number>();
  for (const { recordId } of ofSubject) eventsOfRecord.set(recordId, (eventsOfRecord.get(recordId) ?? 0) + 1);
  return ofSubject.filter((event) => event.undo === 'revert' && event.recordId !== null && eventsOfRecord.get(event.recordId) === 1);
}

function reverse(undoer: Undoer, event: StoredAuditEvent, undo: UndoKind, writer: WriteContext): Promise<unknown> {
  const id = Number(event.recordId);
  const missing = () => new Error(`${event.subject} records have no ${undo}`);
  switch (undo) {
    case 'remove':
      return undoer.remove ? undoer.remove(id, writer) : Promise.reject(missing());
    case 'revert':
      return undoer.revert ? undoer.revert(id, event.changes, writer) : Promise.reject(missing());
    case 'reinstate':
      return undoer.reinstate && event.snapshot ? undoer.reinstate(event.snapshot, writer) : Promise.reject(missing());
  }
}
