import { extended } from '../common/extended.js';
import { isRecord } from '../common/guards.js';
import type { EventEnvelope, LiveEvent, LiveEventBody, Topic, TopicRules } from './catalog.js';

export type BodyOf<T extends Topic> = Extract<LiveEventBody, { topic: T }>;

/**
 * How a topic's events published together (a bulk change's chunk, an import's batch) travel between instances: each
 * as the little of it the database does not hold (a task's id, its change, its previous assignee), the records read
 * again by an instance whose sockets listen. A chunk of 500 tasks is then some kilobytes on the wire instead of 300 KB
 * of JSON built, sent and stored for instances that mostly leave it unread (bench/README.md, "Bulk events by
 * reference"). Such an event delivers its records as the database holds them when they are read: the write's own, or
 * a later write's (whose own event follows).
 */
export interface TopicReference<B extends LiveEventBody> {
  /** The part of an event the database does not hold, as JSON. */
  refer(event: B): unknown;
  /** The events back from those parts (read from another instance: checked), in their order; an event whose record is gone is left out. */
  resolve(items: readonly unknown[]): Promise<B[]>;
}

export type TopicReferences = { readonly [T in Topic]?: TopicReference<BodyOf<T>> };

/** Events published together and told by reference: their topic, their one envelope, and each event's own part. */
export interface EventReferences {
  topic: Topic;
  envelope: EventEnvelope;
  items: unknown[];
}

/** An envelope meant for anyone allowed, with exactly its own fields (no `batchId` key outside a bulk change). */
function openEnvelope(actorId: number | null, at: string, batchId: string | undefined): EventEnvelope {
  const envelope: EventEnvelope = { audience: null, actorId, at };
  if (batchId !== undefined) envelope.batchId = batchId;
  return envelope;
}

const sameEnvelope = (a: EventEnvelope, b: EventEnvelope) =>
  a.audience === null && b.audience === null && a.actorId === b.actorId && a.at === b.at && a.batchId === b.batchId;

/**
 * The events as references: when they are all of one topic that has a reference and share one envelope meant for
 * anyone allowed (`liveEvents`); otherwise undefined, and they travel whole.
 */
export function referencesOf(events: readonly LiveEvent[], references: TopicReferences): EventReferences | undefined {
  const [first] = events;
  const reference: TopicReference<LiveEventBody> | undefined = first && references[first.topic];
  if (!reference || !events.every((event) => event.topic === first.topic && sameEnvelope(event, first))) return undefined;
  return { topic: first.topic, envelope: openEnvelope(first.actorId, first.at, first.batchId), items: events.map((event) => reference.refer(event)) };
}

/** References read from outside (a notification, a stored row): throws on anything that is not ours. */
export function asEventReferences(value: unknown, topics: TopicRules): EventReferences {
  if (!isRecord(value) || typeof value.topic !== 'string' || !Object.hasOwn(topics, value.topic) || !Array.isArray(value.items)) {
    throw new Error('not live event references (no known topic or no items)');
  }
  const { envelope } = value;
  if (
    !isRecord(envelope) ||
    envelope.audience !== null ||
    typeof envelope.at !== 'string' ||
    (envelope.actorId !== null && typeof envelope.actorId !== 'number') ||
    (envelope.batchId !== undefined && typeof envelope.batchId !== 'string')
  ) {
    throw new Error('not live event references (no envelope)');
  }
  return { topic: value.topic as Topic, envelope: openEnvelope(envelope.actorId, envelope.at, envelope.batchId), items: value.items };
}

/** The events the references stand for, their records read now, each in the envelope they were published in. */
export async function resolveReferences({ topic, envelope, items }: EventReferences, references: TopicReferences): Promise<LiveEvent[]> {
  const reference: TopicReference<LiveEventBody> | undefined = references[topic];
  if (!reference) throw new Error(`live events of ${topic} by reference cannot be read here`);
  return (await reference.resolve(items)).map((body) => extended(body, envelope));
}
