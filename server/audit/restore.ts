import { type Action, type Subject } from '../access/abilities.js';
import type { WriteContext } from '../common/record-versions.js';
import { InvalidInputError } from '../common/errors.js';
import { runInScope } from '../common/write-scope.js';
import type { AuditChange, AuditEventRecord, AuditSubject, Json, StoredAuditEvent, UndoKind } from './models.js';
import type { AuditLogRepository } from './repository.js';
import type { Restoring } from './trail.js';
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
  /** Brings a deleted record back with its id and everything it held (records that are only ever flagged deleted have none). */
  reinstate?(record: Snapshot, writer: WriteContext): Promise<unknown>;
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
    const restoring: Restoring = { event };
    await runInScope({ restoring }, () => reverse(undoer, event, event.undo as UndoKind, writer));
    if (!restoring.recorded) throw new Error(`the restore of audit event ${id} recorded no event`);
    return restoring.recorded;
  }
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
