import { isDeepStrictEqual } from 'node:util';
import { InvalidInputError } from '../common/errors.js';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, type AuditChange, type AuditQuery, type Json } from './models.js';

/** Fields no event shows: the record's key and the version stamp every write moves (server/common/record-versions.ts). */
const NEVER_SHOWN = new Set(['id', 'version', 'updatedBy', 'updatedAt']);

export const AUDIT_PAGE = { default: 20, max: 100 } as const;

/** A bulk change's id: a UUID. */
export const BATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A record as events keep it: plain JSON, without the fields `omit` names (secrets: they never enter an event). */
export function snapshotOf(record: object, omit: readonly string[]): { [key: string]: Json } {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) if (!omit.includes(field) && value !== undefined) kept[field] = value;
  return JSON.parse(JSON.stringify(kept)) as { [key: string]: Json };
}

/** A field's value as JSON keeps it (undefined: left out, as JSON leaves it): only objects and lists are copied through JSON. */
function jsonOf(value: unknown): Json | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'object' || typeof value === 'bigint') return JSON.parse(JSON.stringify(value)) as Json;
  return undefined;
}

/**
 * A record's shown fields as its snapshot would hold them, nested objects one level down as dotted names
 * (extendedProps.calendar); without copying the whole record through JSON, as a chunk of a bulk change would a thousand times.
 */
export function shownFieldsOf(record: object, omit: readonly string[]): Map<string, Json> {
  const fields = new Map<string, Json>();
  for (const [field, raw] of Object.entries(record)) {
    if (NEVER_SHOWN.has(field) || omit.includes(field)) continue;
    const value = jsonOf(raw);
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) fields.set(`${field}.${inner}`, innerValue);
    } else fields.set(field, value);
  }
  return fields;
}

/** Whether two field values are equal: primitives as they are, objects whatever their keys' order, lists item by item. */
function sameValue(a: Json, b: Json): boolean {
  return a === b || isDeepStrictEqual(a, b);
}

/**
 * What a write changed, field by field in the record's own order: for a create every field (before null),
 * for a delete every field (after null), for an update only those that differ.
 */
export function changesBetween(before: Map<string, Json> | null, after: Map<string, Json> | null): AuditChange[] {
  const was = before ?? new Map<string, Json>();
  const now = after ?? new Map<string, Json>();
  const changes: AuditChange[] = [];
  for (const field of new Set([...was.keys(), ...now.keys()])) {
    const b = was.get(field) ?? null;
    const a = now.get(field) ?? null;
    if (before && after && sameValue(b, a)) continue;
    changes.push({ field, before: before ? b : null, after: after ? a : null });
  }
  return changes;
}

/**
 * What an update changed: `changesBetween` of both records' shown fields, read only for the fields whose values are
 * not the very same: those cannot differ. A bulk chunk's update of one flag reads four fields of each task, not all
 * of both records.
 */
export function updateChanges(before: object, after: object, omit: readonly string[]): AuditChange[] {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const unlike = (from: Record<string, unknown>, other: Record<string, unknown>) => {
    const kept: Record<string, unknown> = {};
    for (const field of Object.keys(from)) if (!Object.hasOwn(other, field) || other[field] !== from[field]) kept[field] = from[field];
    return kept;
  };
  return changesBetween(shownFieldsOf(unlike(was, now), omit), shownFieldsOf(unlike(now, was), omit));
}

/** Where a page ends in the log's order (newest first: time, then id): what the next page starts after. */
export interface LogPosition {
  at: string;
  id: number;
}

/** `nextCursor`: the last event's position, opaque to clients. */
export function cursorAfter({ at, id }: LogPosition): string {
  return Buffer.from(`audit:${at}|${id}`).toString('base64url');
}

function positionFromCursor(cursor: string): LogPosition {
  const match = /^audit:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([1-9]\d{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || Number.isNaN(Date.parse(match[1])) || !Number.isSafeInteger(Number(match[2]))) {
    throw new InvalidInputError(`after is not a cursor of this log: "${cursor}"`);
  }
  return { at: match[1], id: Number(match[2]) };
}

/** Whether an event comes after a position in the log's order (newest first: earlier time, or the same time and a smaller id). */
export function isAfter(event: LogPosition, position: LogPosition): boolean {
  return event.at < position.at || (event.at === position.at && event.id < position.id);
}

function checkedTime(value: unknown, field: 'from' | 'to'): string | undefined {
  if (value === undefined) return undefined;
  const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) ? new Date(value) : null;
  if (!time || Number.isNaN(time.getTime())) throw new InvalidInputError(`${field} must be an ISO-8601 date-time`);
  return time.toISOString();
}

export interface CheckedAuditQuery extends Omit<AuditQuery, 'first' | 'after'> {
  first: number;
  /** Events after this position (the cursor), or from the newest. */
  after: LogPosition | null;
}

/** The filters, checked: a value of the wrong type or an unknown name is refused naming its field, never coerced. */
export function checkedAuditQuery(query: AuditQuery): CheckedAuditQuery {
  const { subject, recordId, actorId, action, first = AUDIT_PAGE.default, after, batchId } = query;
  if (subject !== undefined && !(AUDIT_SUBJECTS as readonly unknown[]).includes(subject)) {
    throw new InvalidInputError(`subject must be one of ${AUDIT_SUBJECTS.join(', ')}`);
  }
  if (action !== undefined && !(AUDIT_ACTIONS as readonly unknown[]).includes(action)) {
    throw new InvalidInputError(`action must be one of ${AUDIT_ACTIONS.join(', ')}`);
  }
  if (recordId !== undefined && (typeof recordId !== 'string' || !/^[\w-]{1,64}$/.test(recordId))) {
    throw new InvalidInputError('recordId must be a record id');
  }
  if (actorId !== undefined && (!Number.isSafeInteger(actorId) || actorId < 1)) throw new InvalidInputError('actorId must be a positive integer');
  if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE.max) throw new InvalidInputError(`first must be an integer from 1 to ${AUDIT_PAGE.max}`);
  if (after !== undefined && typeof after !== 'string') throw new InvalidInputError('after must be a cursor');
  if (batchId !== undefined && (typeof batchId !== 'string' || !BATCH_ID.test(batchId))) throw new InvalidInputError('batchId must be a batch id');
  const from = checkedTime(query.from, 'from');
  const to = checkedTime(query.to, 'to');
  return { subject, recordId, actorId, action, from, to, first, after: after === undefined ? null : positionFromCursor(after), batchId };
}

/** An event id from either face: a positive integer. */
export function checkedEventId(id: unknown): number {
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw new InvalidInputError('id must be a positive integer');
  return id;
}
