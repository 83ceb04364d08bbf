import type { DeliveryObserver, EventBus, EventOrigin, Listener, Unsubscribe } from './bus.js';
import type { LiveEvent, Topic, TopicRules } from './catalog.js';
import type { TopicReferences } from './references.js';

/**
 * The listeners of one instance and the delivery rule every EventBus implementation shares: socket
 * subscribers of the event's topic first, then (for events published by this process) local consumers.
 * A listener that throws is reported and the others still get the event. Implementations add the transport,
 * and copy an event for its listeners only when it has some here (`listened`): a bulk change's thousands of
 * audit events are copied for nobody while no audit log is open.
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

  /** Whether an event of the topic published here has a listener on this instance (a socket or a local consumer). */
  protected listened(topic: Topic): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) > 0 || (this.localByTopic.get(topic)?.size ?? 0) > 0;
  }

  /** Whether an event of the topic published by another instance has a listener here: a socket (local consumers take only this instance's). */
  protected listenedFromElsewhere(topic: Topic): boolean {
    return (this.byTopic.get(topic)?.size ?? 0) > 0;
  }

  /** An event published here that no listener here takes: only the observers see it (they only read it). */
  protected observe(event: LiveEvent): void {
    this.tellObservers(event, 'this_instance');
  }

  subscriberCount(topic: Topic): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  observeDeliveries(observer: DeliveryObserver): void {
    this.observers.push(observer);
  }

  /** `publishedHere`: whether local consumers get it too (they see each event once, on the instance that published it). */
  protected deliver(event: LiveEvent, publishedHere: boolean): void {
    this.tellObservers(event, publishedHere ? 'this_instance' : 'other_instance');
    // Sockets first: a local listener may publish derived events (a chat message raises a notification),
    // which must not reach the sockets ahead of the event that caused them.
    const sockets = [...(this.byTopic.get(event.topic) ?? [])];
    for (const listener of publishedHere ? [...sockets, ...(this.localByTopic.get(event.topic) ?? [])] : sockets) {
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
