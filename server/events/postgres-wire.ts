import type { LiveEvent, Topic, TopicRules } from './catalog.js';
import { asEventReferences, type EventReferences } from './references.js';
import { isRecord } from '../common/guards.js';

/**
 * The text of one NOTIFY on the live events channel: the publishing instance's id (an instance ignores its
 * own notifications: it delivered those directly) and either the event itself or, for an event too large for
 * a notification, the id of the row holding it (server/events/postgres-schema.ts) and the topics of its events, so an
 * instance where nobody listens to them does not read it. Events published together (`publishAll`) travel as one
 * message, their list under `events`, or under `byReference` when their topic has a reference (./references.ts); either
 * may be one stored row instead.
 */
export type WireMessage = { from: string; events: LiveEvent[] } | { from: string; references: EventReferences } | { from: string; ref: string; topics?: Topic[] };

/** Where an inline message carries its event, the list of events published together, or their references. */
export type WireKey = 'event' | 'events' | 'byReference';

/** What a message carries, inline or stored: events, or references to read them by. */
export type Carried = { events: LiveEvent[] } | { references: EventReferences };

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the default block size); a message at or above
 * this goes through the payloads table.
 */
export const NOTIFY_PAYLOAD_LIMIT = 8000;

/**
 * The inline message for an event already serialized (the event's JSON is spliced in, not encoded twice), numbered
 * by its instance: PostgreSQL folds equal notifications of one transaction into one, and events go out in batches.
 */
export function inlineMessage(from: string, eventJson: string, seq: number, key: WireKey = 'event'): string {
  return `${inlinePrefix(from)}"n":${seq},"${key}":${eventJson}}`;
}

/** How every inline message of an instance begins: it skips its own without parsing them. */
export function inlinePrefix(from: string): string {
  return `{"from":${JSON.stringify(from)},`;
}

export function fitsInNotification(message: string): boolean {
  // A UTF-16 unit takes at most 3 bytes in UTF-8: most messages are told without counting.
  return message.length * 3 < NOTIFY_PAYLOAD_LIMIT || (message.length < NOTIFY_PAYLOAD_LIMIT && Buffer.byteLength(message, 'utf8') < NOTIFY_PAYLOAD_LIMIT);
}

/** A value read from outside (a notification, a stored row) that must be one of our events. */
export function asLiveEvent(value: unknown, topics: TopicRules): LiveEvent {
  if (!isRecord(value) || typeof value.topic !== 'string' || !Object.hasOwn(topics, value.topic)) {
    throw new Error('not a live event (no known topic)');
  }
  return value as unknown as LiveEvent;
}

/** One event or a list of events published together, read from outside. */
export function asLiveEvents(value: unknown, topics: TopicRules): LiveEvent[] {
  return Array.isArray(value) ? value.map((event) => asLiveEvent(event, topics)) : [asLiveEvent(value, topics)];
}

/** The text a message stored in the payloads table holds for its key: references are wrapped, events stored as they are. */
export function storedPayload(json: string, key: WireKey): string {
  return key === 'byReference' ? `{"byReference":${json}}` : json;
}

/** A stored payload read back (`storedPayload`). */
export function parseStoredPayload(text: string, topics: TopicRules): Carried {
  const value: unknown = JSON.parse(text);
  if (isRecord(value) && 'byReference' in value) return { references: asEventReferences(value.byReference, topics) };
  return { events: asLiveEvents(value, topics) };
}

/** Reads a notification; throws on anything another writer on the channel could have sent that is not ours. */
export function parseWireMessage(text: string, topics: TopicRules): WireMessage {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value) || typeof value.from !== 'string') throw new Error('not a live events message (no "from")');
  if ('event' in value) return { from: value.from, events: [asLiveEvent(value.event, topics)] };
  if (Array.isArray(value.events)) return { from: value.from, events: asLiveEvents(value.events, topics) };
  if ('byReference' in value) return { from: value.from, references: asEventReferences(value.byReference, topics) };
  // A bigserial id, sent as text so an id past 2^53 still reads back exactly.
  if (typeof value.ref === 'string' && /^\d+$/.test(value.ref)) {
    const known = (topic: unknown): topic is Topic => typeof topic === 'string' && Object.hasOwn(topics, topic);
    // Without a list of known topics (an instance of an earlier version, or a topic this one does not know): read it.
    return { from: value.from, ref: value.ref, topics: Array.isArray(value.topics) && value.topics.every(known) ? value.topics : undefined };
  }
  throw new Error('not a live events message (neither "event", "events", "byReference" nor "ref")');
}
