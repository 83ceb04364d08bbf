import { NotFoundError } from '../common/errors.js';
import type { AuditActor, AuditChange, AuditEventPage, AuditEventRecord, AuditQuery, Json, NewAuditEvent, StoredAuditEvent } from './models.js';
import { undoConflict, type AuditLogRepository } from './repository.js';
import { checkedAuditQuery, cursorAfter, isAfter, type CheckedAuditQuery } from './rules.js';
import type { AuditTrail } from './trail.js';
import type { Clock } from '../common/clock.js';

/** The account behind an actor id, as events show it (name and role then). */
export type ActorLookup = (accountId: number) => Promise<Omit<AuditActor, 'viaKey'> | null>;

/**
 * An event as the log keeps it: its changes packed into one array of exact size (`field, before, after` after each
 * other), made into change objects again when the event is read. A created user's eleven changes took 11 objects and
 * an array grown by `push`, ~700 bytes: 85 of the 143 MB a 100,000-user import left in this store.
 */
type KeptEvent = Omit<StoredAuditEvent, 'changes'> & { changes: readonly Json[] };

function packed(changes: readonly AuditChange[]): Json[] {
  const flat = new Array<Json>(changes.length * 3);
  changes.forEach(({ field, before, after }, i) => {
    flat[3 * i] = field;
    flat[3 * i + 1] = before;
    flat[3 * i + 2] = after;
  });
  return flat;
}

function unpacked(event: KeptEvent): StoredAuditEvent {
  const changes: AuditChange[] = [];
  for (let i = 0; i < event.changes.length; i += 3) changes.push({ field: event.changes[i] as string, before: event.changes[i + 1], after: event.changes[i + 2] });
  return { ...event, changes };
}

function matches(event: KeptEvent, q: CheckedAuditQuery): boolean {
  return (
    (q.subject === undefined || event.subject === q.subject) &&
    (q.recordId === undefined || event.recordId === q.recordId) &&
    (q.actorId === undefined || event.actor?.id === q.actorId) &&
    (q.action === undefined || event.action === q.action) &&
    (q.from === undefined || event.at >= q.from) &&
    (q.to === undefined || event.at < q.to) &&
    (q.batchId === undefined || event.batchId === q.batchId)
  );
}

/** What clients see of an event (the snapshot stays on the server). */
export function shown({ snapshot: _snapshot, ...event }: StoredAuditEvent): AuditEventRecord {
  return event;
}

/**
 * The log in this process's memory (the default store: it starts empty with every start). Audited writes
 * of existing records take turns, so an event's check, its write and its recording are never interleaved
 * with another's, and events of one record come in the order its writes were made.
 */
export class MemoryAuditLog implements AuditLogRepository {
  /** In the log's order, oldest first: by time, then id. */
  private events: KeptEvent[] = [];
  /**
   * Each event by id, and each record's newest event id: an undo finds its event and whether a later write of the
   * record came since without a pass over the log (a bulk job's batch undone one event at a time read the whole log
   * three times per event: minutes for 70,000 tasks).
   */
  private readonly byId = new Map<number, KeptEvent>();
  private readonly newestOfRecord = new Map<string, number>();
  /** One object per actor as they were (name, role, key): the events of a job share it instead of a copy each. */
  private readonly actors = new Map<string, AuditActor>();
  private lastId = 0;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly actorOf: ActorLookup,
    private readonly clock: Clock,
  ) {}

  async list(query: AuditQuery = {}): Promise<AuditEventPage> {
    const q = checkedAuditQuery(query);
    const items: AuditEventRecord[] = [];
    for (let at = this.events.length - 1; at >= 0 && items.length <= q.first; at--) {
      const event = this.events[at];
      if (q.after !== null && !isAfter(event, q.after)) continue;
      if (matches(event, q)) items.push(shown(unpacked(event)));
    }
    const more = items.length > q.first;
    if (more) items.pop();
    return { items, nextCursor: more ? cursorAfter(items[items.length - 1]) : null };
  }

  async get(id: number): Promise<StoredAuditEvent> {
    const event = this.byId.get(id);
    if (!event) throw new NotFoundError(`Audit event ${id} not found`);
    return unpacked(event);
  }

  run<R>(trail: AuditTrail, write: () => Promise<R>): Promise<R> {
    const recorded = async () => {
      for (const event of trail.restoring?.events.values() ?? []) await this.checkUndoable(event);
      const result = await write();
      trail.recorded = [];
      for (const event of trail.eventsFor(result)) trail.recorded.push(await this.append(event));
      return result;
    };
    // A create reads nothing it could find changed (a registration hashes its password meanwhile): it need not wait.
    if (trail.write.shape === 'create' && !trail.restoring) return recorded();
    const turn = this.turn.then(recorded);
    // The next write waits for this one, whatever its outcome.
    this.turn = turn.catch(() => undefined);
    return turn;
  }

  record(event: NewAuditEvent): Promise<AuditEventRecord> {
    const turn = this.turn.then(() => this.append(event));
    this.turn = turn.catch(() => undefined);
    return turn;
  }

  async getMany(ids: readonly number[]): Promise<StoredAuditEvent[]> {
    return Promise.all(ids.map((id) => this.get(id)));
  }

  async checkUndoable(event: StoredAuditEvent): Promise<void> {
    const current = await this.get(event.id);
    if (current.restoredBy !== null) throw undoConflict(current, await this.get(current.restoredBy));
    const newest = this.newestOfRecord.get(recordKey(event));
    if (newest !== undefined && newest > event.id) throw undoConflict(current, await this.get(newest));
  }

  async pruneBefore(time: Date): Promise<number> {
    const cut = time.toISOString();
    const kept = this.events.filter((e) => e.at >= cut);
    const pruned = this.events.length - kept.length;
    this.events = kept;
    this.byId.clear();
    this.newestOfRecord.clear();
    for (const event of kept) this.index(event);
    return pruned;
  }

  private async append({ actorId, actorKey = null, ...event }: NewAuditEvent): Promise<AuditEventRecord> {
    const actor = actorId === null ? null : await this.actorOf(actorId);
    const stored: StoredAuditEvent = {
      id: ++this.lastId,
      at: this.clock().toISOString(),
      ...event,
      actor: actor && this.sharedActor({ ...actor, viaKey: actorKey }),
      restoredBy: null,
    };
    const kept: KeptEvent = { ...stored, changes: packed(stored.changes) };
    // After every event of its time or earlier (a clock set back puts it in its place).
    let place = this.events.length;
    while (place > 0 && this.events[place - 1].at > kept.at) place--;
    this.events.splice(place, 0, kept);
    this.index(kept);
    const undone = stored.restores === null ? undefined : this.byId.get(stored.restores);
    if (undone) {
      // A new object: whoever holds the event as it was keeps it so.
      const marked = { ...undone, restoredBy: stored.id };
      this.events[this.positionOf(undone)] = marked;
      this.byId.set(marked.id, marked);
    }
    return shown(stored);
  }

  private sharedActor(actor: AuditActor): AuditActor {
    const key = JSON.stringify(actor);
    let shared = this.actors.get(key);
    if (!shared) this.actors.set(key, (shared = actor));
    return shared;
  }

  private index(event: KeptEvent): void {
    this.byId.set(event.id, event);
    const key = recordKey(event);
    if ((this.newestOfRecord.get(key) ?? 0) < event.id) this.newestOfRecord.set(key, event.id);
  }

  /** Where a stored event (one `byId` holds) is in the log: a binary search by time, then along the events of that time. */
  private positionOf(event: KeptEvent): number {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.events[middle].at < event.at) low = middle + 1;
      else high = middle;
    }
    while (low < this.events.length && this.events[low] !== event) low++;
    if (low === this.events.length) throw new Error(`audit event ${event.id} is indexed but not in the log`);
    return low;
  }
}

/** The record an event is of, as one key. */
function recordKey(event: Pick<StoredAuditEvent, 'subject' | 'recordId'>): string {
  return `${event.subject}:${event.recordId ?? ''}`;
}
