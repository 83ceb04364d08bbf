import type { LiveEvent, Topic, TopicRules } from './catalog.js';
import type { TopicReferences } from './references.js';

export type Listener = (event: LiveEvent) => void;
export type Unsubscribe = () => void;
/** Where an event delivered by this instance was published: by this process, or by another instance on the database. */
export type EventOrigin = 'this_instance' | 'other_instance';
export type DeliveryObserver = (event: LiveEvent, origin: EventOrigin) => void;

/** What the write paths see: they publish and never know who listens. */
export interface EventPublisher {
  /**
   * Hands the event to every subscriber of its topic, on every instance. Never throws into the write
   * that published it: a failing listener or transport is reported by the implementation.
   */
  publish(event: LiveEvent): void;
  /**
   * Several events in this order, each as `publish` would hand it on: a many-write's records (a bulk change's chunk, an
   * import's batch) are copied and sent together, not one by one.
   */
  publishAll(events: readonly LiveEvent[]): void;
}

/**
 * The one publish/subscribe interface of the server. Domains depend on this, never on an implementation:
 * the in-process one (./in-process.ts) serves one instance; a PostgreSQL LISTEN/NOTIFY one replaces it
 * when several instances share a database, composed in server/plugins/app/events.ts.
 */
export interface EventBus extends EventPublisher {
  /** Who may receive each topic's events (server/composition/topics.ts). */
  readonly topics: TopicRules;
  /** Every event of these topics, whichever instance published it (socket fan-out). */
  subscribe(topics: readonly Topic[], listener: Listener): Unsubscribe;
  /**
   * Only events of these topics published by this process, each exactly once across all instances: for consumers
   * that derive state from events (notifications), which must not run once per instance.
   */
  subscribeLocal(topics: readonly Topic[], listener: Listener): Unsubscribe;
  /** How many subscriptions of this instance listen to a topic (metrics, tests, the fan-out bench). */
  subscriberCount(topic: Topic): number;
  /** Calls `observer` with every event this instance delivers, as it delivers it (metrics: the delay since it was published). */
  observeDeliveries(observer: DeliveryObserver): void;
  /**
   * From now on, events published together of these topics reach other instances as references, read back with these
   * (./references.ts); called once the repositories that read them exist. A bus of one instance sends nothing.
   */
  tellByReference(references: TopicReferences): void;
  /** Whether this instance receives events now: false once closed, and on PostgreSQL while its LISTEN connection is down. */
  receiving(): boolean;
  /** Stops delivering; subscribers are dropped. */
  close(): Promise<void>;
}
