import type { DeliveryObserver, EventBus, EventOrigin, Listener, Unsubscribe } from './bus.js';
import type { LiveEvent, Topic, TopicRules } from './catalog.js';
import type { TopicReferences } from './references.js';

/**
 * The listeners of one instance and the delivery rule every EventBus implementation shares: socket
 * subscribers of the event's topic first, then (for events published by this process) local consumers.
 * A listener that throws is reported and the others still get the event. Implementations add the transport,
 * and copy an event published here only for sockets, and only when some listen to its topic here
 * (`socketsListenTo`): a bulk change's thousands of audit events are copied for nobody while no audit log is open.
 */
export abstract class FanOutBus implements EventBus {
  private readonly byTopic = new Map<Topic, Set<Listener>>();
  private readonly localByTopic = new Map<Topic, Set<Listener>>();
  private readonly observers: DeliveryObserver[] = [];

  constructor(
    readonly topics: TopicRules,
    private readonly report: (error: unknown, event: LiveEvent) => void,
  ) {}

  abstract publish(event: LiveEvent): void;
  abstract publishAll(events: readonly LiveEvent[]): void;
  abstract close(): Promise<void>;
  abstract receiving(): boolean;
  abstract tellByReference(references: TopicReferences): void;

  subscribe(topics: readonly Topic[], listener: Listener): Unsubscribe {
    return listenTo(this.byTopic, topics, listener);
  }

  subscribeLocal(topics: readonly Topic[], listener: Listener): Unsubscribe {
    return listenTo(this.localByTopic, topics, listener);
  }

  /** Whether a socket of this instance listens to the topic: the only listeners of another instance's events, and of copies. */
  protected socketsListenTo(topic: Topic): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) > 0;
  }

  subscriberCount(topic: Topic): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  observeDeliveries(observer: DeliveryObserver): void {
    this.observers.push(observer);
  }

  /**
   * An event published here. The observers see it, the sockets get `copy` (made only when a socket here listens:
   * a plain JSON copy, as another instance's event reaches them, so a record changed later cannot leak into a queued
   * delivery), then the local consumers get the event itself: they see each event once, on the instance that
   * published it. They are the server's own rules and only read it (records are frozen in memory and fresh from
   * PostgreSQL); copying a bulk chunk's 500 task events for the notification rules alone had been a tenth of the job
   * thread's time.
   */
  protected deliverHere(event: LiveEvent, copy: LiveEvent | undefined): void {
    this.tellObservers(event, 'this_instance');
    // Sockets first: a local listener may publish derived events (a chat message raises a notification),
    // which must not reach the sockets ahead of the event that caused them.
    const sockets = copy ? [...(this.byTopic.get(event.topic) ?? [])] : [];
    const local = [...(this.localByTopic.get(event.topic) ?? [])];
    if (copy) this.hand(copy, sockets);
    this.hand(event, local);
  }

  /** An event another instance published (already a copy, read from the wire): to the sockets only. */
  protected deliverFromElsewhere(event: LiveEvent): void {
    this.tellObservers(event, 'other_instance');
    this.hand(event, [...(this.byTopic.get(event.topic) ?? [])]);
  }

  private hand(event: LiveEvent, listeners: readonly Listener[]): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        this.report(error, event);
      }
    }
  }

  protected dropListeners(): void {
    this.byTopic.clear();
    this.localByTopic.clear();
  }

  private tellObservers(event: LiveEvent, origin: EventOrigin): void {
    for (const observer of this.observers) {
      try {
        observer(event, origin);
      } catch (error) {
        this.report(error, event);
      }
    }
  }
}

function listenTo(byTopic: Map<Topic, Set<Listener>>, topics: readonly Topic[], listener: Listener): Unsubscribe {
  for (const topic of topics) {
    let listeners = byTopic.get(topic);
    if (!listeners) byTopic.set(topic, (listeners = new Set()));
    listeners.add(listener);
  }
  return () => {
    for (const topic of topics) byTopic.get(topic)?.delete(listener);
  };
}
