import type { LiveEvent, TopicRules } from './catalog.js';

/**
 * The text of one NOTIFY on the live events channel: the publishing instance's id (an instance ignores its
 * own notifications: it delivered those directly) and either the event itself or, for an event too large for
 * a notification, the id of the row holding it (server/events/postgres-schema.ts).
 */
export type WireMessage = { from: string; event: LiveEvent } | { from: string; ref: string };

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the default block size); a message at or above
 * this goes through the payloads table.
 */
export const NOTIFY_PAYLOAD_LIMIT = 8000;

/**
 * The inline message for an event already serialized (the event's JSON is spliced in, not encoded twice), numbered
 * by its instance: PostgreSQL folds equal notifications of one transaction into one, and events go out in batches.
 */
export function inlineMessage(from: string, eventJson: string, seq: number): string {
  return `${inlinePrefix(from)}"n":${seq},"event":${eventJson}}`;
}

/** How every inline message of an instance begins: it skips its own without parsing them. */
export function inlinePrefix(from: string): string {
  return `{"from":${JSON.stringify(from)},`;
}

export function fitsInNotification(message: string): boolean {
  return Buffer.byteLength(message, 'utf8') < NOTIFY_PAYLOAD_LIMIT;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value read from outside (a notification, a stored row) that must be one of our events. */
export function asLiveEvent(value: unknown, topics: TopicRules): LiveEvent {
  if (!isObject(value) || typeof value.topic !== 'string' || !Object.hasOwn(topics, value.topic)) {
    throw new Error('not a live event (no known topic)');
  }
  return value as unknown as LiveEvent;
}

/** Reads a notification; throws on anything another writer on the channel could have sent that is not ours. */
export function parseWireMessage(text: string, topics: TopicRules): WireMessage {
  const value: unknown = JSON.parse(text);
  if (!isObject(value) || typeof value.from !== 'string') throw new Error('not a live events message (no "from")');
  if ('event' in value) return { from: value.from, event: asLiveEvent(value.event, topics) };
  // A bigserial id, sent as text so an id past 2^53 still reads back exactly.
  if (typeof value.ref === 'string' && /^\d+$/.test(value.ref)) return { from: value.from, ref: value.ref };
  throw new Error('not a live events message (neither "event" nor "ref")');
}
