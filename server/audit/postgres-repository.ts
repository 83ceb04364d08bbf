import { sql, type Selectable, type Transaction } from 'kysely';
import { actorName } from '../common/record-versions.js';
import { prepared, type Db } from '../db/connection.js';
import type { Database } from '../db/database.js';
import { NotFoundError } from '../common/errors.js';
import { shown } from './memory-repository.js';
import type { AuditEventPage, AuditEventRecord, AuditQuery, NewAuditEvent, StoredAuditEvent } from './models.js';
import { undoConflict, type AuditLogRepository } from './repository.js';
import { checkedAuditQuery, cursorAfter } from './rules.js';
import type { AuditTables } from './tables.js';
import type { AuditTrail } from './trail.js';
import type { Clock } from '../common/clock.js';

type Row = Selectable<AuditTables['audit_events']>;
type Reader = Db | Transaction<Database>;

type ActorColumns = Pick<Row, 'actorFullName' | 'actorUsername' | 'actorRole' | 'actorViaKey'>;

/** The actor as its event row keeps them (copied from `accounts` when the event was written). */
function actorOf(actorId: number | null, { actorFullName, actorUsername, actorRole, actorViaKey }: ActorColumns): AuditEventRecord['actor'] {
  if (actorId === null) return null;
  return { id: actorId, fullName: actorName({ fullName: actorFullName ?? '', username: actorUsername ?? '' }) ?? '', role: actorRole ?? '', viaKey: actorViaKey };
}

function toEvent({ actorId, actorFullName, actorUsername, actorRole, actorViaKey, ...row }: Row): StoredAuditEvent {
  return { ...row, actor: actorOf(actorId, { actorFullName, actorUsername, actorRole, actorViaKey }) };
}

/**
 * An event and its actor as `accounts` holds them now, in one statement written once and prepared on each
 * connection: it runs with every audited write, and building it per write with the query builder cost a tenth of
 * a millisecond, planning it each time another.
 */
const INSERT_EVENT = `INSERT INTO audit_events (at, action, subject, record_id, face, actor_id, actor_full_name, actor_username, actor_role, changes, undo, restores, snapshot, batch_id, actor_via_key)
  SELECT $1::timestamptz, $2::text, $3::text, $4::text, $5::text, $6::integer, a.full_name, a.username, a.role, $7::jsonb, $8::text, $9::bigint, $10::jsonb, $11::text, $12::text
  FROM (VALUES (1)) AS one LEFT JOIN accounts a ON a.id = $6::integer
  RETURNING id, at, actor_full_name, actor_username, actor_role, actor_via_key`;

/**
 * Many events of one write (a bulk change's chunk, an import's batch) in one statement, each with its actor as
 * `accounts` holds them now: a thousand single inserts took a thousand round trips. The events arrive as `json`,
 * not `jsonb`: PostgreSQL reads the text once into the rows, where jsonb would first build a binary copy of all of
 * it (docs/bulk-changes.md). `changes` and `snapshot` are taken out as text and cast: a `jsonb` column of the
 * record set read each nested value five times slower (500 events: 9 ms against 1.8; bench/README.md, "Bulk events
 * by reference").
 */
const INSERT_EVENTS = `INSERT INTO audit_events (at, action, subject, record_id, face, actor_id, actor_full_name, actor_username, actor_role, changes, undo, restores, snapshot, batch_id, actor_via_key)
  SELECT $1::timestamptz, e.action, e.subject, e.record_id, e.face, e.actor_id, a.full_name, a.username, a.role, e.changes::jsonb, e.undo, e.restores, e.snapshot::jsonb, e.batch_id, e.actor_key
  FROM json_to_recordset($2::json) AS e(action text, subject text, record_id text, face text, actor_id integer, changes text, undo text, restores bigint, snapshot text, batch_id text, actor_key text)
  LEFT JOIN accounts a ON a.id = e.actor_id
  RETURNING id, at, record_id, actor_full_name, actor_username, actor_role, actor_via_key`;

/** How many events one prune statement deletes: a long backlog goes in short transactions. */
const PRUNE_BATCH = 10_000;

/** The log in PostgreSQL (table `audit_events`, server/audit/tables.ts): each event in the transaction of its change. */
export class PostgresAuditLog implements AuditLogRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(query: AuditQuery = {}): Promise<AuditEventPage> {
    const q = checkedAuditQuery(query);
    let select = this.db.selectFrom('audit_events').selectAll();
    if (q.subject !== undefined) select = select.where('subject', '=', q.subject);
    if (q.recordId !== undefined) select = select.where('recordId', '=', q.recordId);
    if (q.actorId !== undefined) select = select.where('actorId', '=', q.actorId);
    if (q.action !== undefined) select = select.where('action', '=', q.action);
    if (q.from !== undefined) select = select.where('at', '>=', q.from);
    if (q.to !== undefined) select = select.where('at', '<', q.to);
    if (q.batchId !== undefined) select = select.where('batchId', '=', q.batchId);
    if (q.after !== null) select = select.where(sql<boolean>`(at, id) < (${q.after.at}::timestamptz, ${q.after.id}::bigint)`);
    // Newest first; each filter's index (tables.ts) holds this order, so a page reads one index range.
    const rows = await select.orderBy('at', 'desc').orderBy('id', 'desc').limit(q.first + 1).execute();
    const items = rows.slice(0, q.first).map((row) => shown(toEvent(row)));
    return { items, nextCursor: rows.length > q.first ? cursorAfter(items[items.length - 1]) : null };
  }

  async get(id: number): Promise<StoredAuditEvent> {
    return this.find(this.db, id);
  }

  async getMany(ids: readonly number[]): Promise<StoredAuditEvent[]> {
    const rows = await this.db.selectFrom('audit_events').selectAll().where('id', '=', sql<number>`ANY(${[...ids]}::bigint[])`).execute();
    const byId = new Map(rows.map((row) => [Number(row.id), toEvent(row)]));
    return ids.map((id) => {
      const event = byId.get(id);
      if (!event) throw new NotFoundError(`Audit event ${id} not found`);
      return event;
    });
  }

  async run<R>(trail: AuditTrail, write: () => Promise<R>): Promise<R> {
    trail.commitIn = async (trx, result) => {
      const undone = [...(trail.restoring?.events.values() ?? [])];
      if (undone.length === 1) await this.checkUndoableIn(trx, undone[0], true);
      else if (undone.length > 1) await this.checkUndoableManyIn(trx, undone);
      const events = trail.eventsFor(result);
      trail.recorded = events.length === 1 ? [await this.insert(trx, events[0])] : await this.insertMany(trx, events);
    };
    const result = await write();
    if (trail.recorded === undefined && trail.eventsFor(result).length > 0) {
      throw new Error(`an audited write of ${trail.write.subject} committed without its event: its store must write through inTransaction (server/db/queries.ts)`);
    }
    return result;
  }

  async record(event: NewAuditEvent): Promise<AuditEventRecord> {
    return this.db.transaction().execute((trx) => this.insert(trx, event));
  }

  async checkUndoable(event: StoredAuditEvent): Promise<void> {
    await this.checkUndoableIn(this.db, event, false);
  }

  async pruneBefore(time: Date): Promise<number> {
    let pruned = 0;
    for (;;) {
      const { numDeletedRows } = await this.db
        .deleteFrom('audit_events')
        .where('id', 'in', (eb) => eb.selectFrom('audit_events').select('id').where('at', '<', time.toISOString()).limit(PRUNE_BATCH))
        .executeTakeFirst();
      pruned += Number(numDeletedRows);
      if (numDeletedRows < BigInt(PRUNE_BATCH)) return pruned;
    }
  }

  /** `lock`: inside a restore's transaction, the undone event is locked so two restores of it take turns. */
  private async checkUndoableIn(db: Reader, event: StoredAuditEvent, lock: boolean): Promise<void> {
    const read = db.selectFrom('audit_events').select('restoredBy').where('id', '=', event.id);
    const current = await (lock ? read.forUpdate() : read).executeTakeFirst();
    if (!current) throw new NotFoundError(`Audit event ${event.id} not found`);
    if (current.restoredBy !== null) throw undoConflict(event, await this.find(db, current.restoredBy));
    const later = await db
      .selectFrom('audit_events')
      .selectAll()
      .where('subject', '=', event.subject)
      .where('recordId', '=', event.recordId)
      .where('id', '>', event.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (later) throw undoConflict(event, toEvent(later));
  }

  /**
   * `checkUndoableIn` for the events a many-write undoes, in two statements: each locked and not undone yet, and no
   * later event of its record. The first that is not undoable is checked alone, which throws its own conflict.
   */
  private async checkUndoableManyIn(trx: Transaction<Database>, events: readonly StoredAuditEvent[]): Promise<void> {
    const ids = events.map((event) => event.id);
    const locked = await trx.selectFrom('audit_events').select(['id', 'restoredBy']).where('id', '=', sql<number>`ANY(${ids}::bigint[])`).forUpdate().execute();
    const open = new Set(locked.filter((row) => row.restoredBy === null).map((row) => Number(row.id)));
    const { rows: changed } = await sql<{ id: string }>`SELECT e.id FROM unnest(${ids}::bigint[], ${events.map((event) => event.subject)}::text[], ${events.map((event) => event.recordId)}::text[]) AS e(id, subject, record_id)
      WHERE EXISTS (SELECT 1 FROM audit_events l WHERE l.subject = e.subject AND l.record_id = e.record_id AND l.id > e.id)`.execute(trx);
    const later = new Set(changed.map((row) => Number(row.id)));
    const conflicted = events.find((event) => !open.has(event.id) || later.has(event.id));
    if (conflicted) await this.checkUndoableIn(trx, conflicted, true);
  }

  private async find(db: Reader, id: number): Promise<StoredAuditEvent> {
    const row = await db.selectFrom('audit_events').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`Audit event ${id} not found`);
    return toEvent(row);
  }

  /** One statement for all: the events (one per record: their record ids differ) with their actor as `accounts` holds them now. */
  private async insertMany(trx: Transaction<Database>, events: readonly NewAuditEvent[]): Promise<AuditEventRecord[]> {
    if (events.length === 0) return [];
    // Each as INSERT_EVENTS reads it, built field by field: a rest-and-spread copy per event cost more than the rest.
    const rows = events.map((event) => ({
      action: event.action,
      subject: event.subject,
      record_id: event.recordId,
      face: event.face,
      actor_id: event.actorId,
      changes: event.changes,
      undo: event.undo,
      restores: event.restores,
      snapshot: event.snapshot,
      batch_id: event.batchId,
      actor_key: event.actorKey ?? null,
    }));
    const { rows: inserted } = await trx.executeQuery(
      prepared<Pick<Row, 'id' | 'at' | 'recordId' | 'actorFullName' | 'actorUsername' | 'actorRole' | 'actorViaKey'>>('audit_insert_events', INSERT_EVENTS, [
        this.clock().toISOString(),
        JSON.stringify(rows),
      ]),
    );
    const byRecord = new Map(inserted.map((row) => [row.recordId, row]));
    // A batch's restores mark the events they undo, as a single restore does.
    const undone = events.filter((event) => event.restores !== null);
    if (undone.length > 0) {
      const restoredBy = undone.map((event) => byRecord.get(event.recordId)?.id);
      await sql`UPDATE audit_events AS u SET restored_by = r.by FROM unnest(${undone.map((event) => event.restores)}::bigint[], ${restoredBy}::bigint[]) AS r(id, by) WHERE u.id = r.id`.execute(trx);
    }
    return events.map((event): AuditEventRecord => {
      const row = byRecord.get(event.recordId);
      if (!row) throw new Error(`the audit event of ${event.subject} ${String(event.recordId)} was not inserted`);
      return {
        id: row.id,
        at: row.at,
        action: event.action,
        subject: event.subject,
        recordId: event.recordId,
        face: event.face,
        actor: actorOf(event.actorId, row),
        changes: event.changes,
        undo: event.undo,
        restores: event.restores,
        restoredBy: null,
        batchId: event.batchId,
      };
    });
  }

  /** One statement: the event with its actor as `accounts` holds them now. */
  private async insert(trx: Transaction<Database>, { actorId, actorKey = null, changes, snapshot, ...event }: NewAuditEvent): Promise<AuditEventRecord> {
    const values = [
      this.clock().toISOString(),
      event.action,
      event.subject,
      event.recordId,
      event.face,
      actorId,
      JSON.stringify(changes),
      event.undo,
      event.restores,
      snapshot === null ? null : JSON.stringify(snapshot),
      event.batchId,
      actorKey,
    ];
    const [row] = (await trx.executeQuery(prepared<Pick<Row, 'id' | 'at' | 'actorFullName' | 'actorUsername' | 'actorRole' | 'actorViaKey'>>('audit_insert_event_key', INSERT_EVENT, values))).rows;
    if (event.restores !== null) await trx.updateTable('audit_events').set({ restoredBy: row.id }).where('id', '=', event.restores).execute();
    return shown(toEvent({ ...event, ...row, actorId, changes, snapshot: null, restoredBy: null }));
  }
}
