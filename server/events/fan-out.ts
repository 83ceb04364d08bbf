import type { DeliveryObserver, EventBus, Listener, Unsubscribe } from './bus.js';
import type { LiveEvent, Topic, TopicRules } from './catalog.js';

/**
 * The listeners of one instance and the delivery rule every EventBus implementation shares: socket
 * subscribers of the event's topic first, then (for events published by this process) local consumers.
 * A listener that throws is reported and the others still get the event. Implementations add the transport.
 */
export abstract class FanOutBus implements EventBus {
  private readonly byTopic = new Map<Topic, Set<Listener>>();
  private readonly local = new Set<Listener>();
  private readonly observers: DeliveryObserver[] = [];

  constructor(
    readonly topics: TopicRules,
    private readonly report: (error: unknown, event: LiveEvent) => void,
  ) {}

  abstract publish(event: LiveEvent): void;
  abstract publishAll(events: readonly LiveEvent[]): void;
  abstract close(): Promise<void>;
  abstract receiving(): boolean;

  subscribe(topics: readonly Topic[], listener: Listener): Unsubscribe {
    for (const topic of topics) {
      let listeners = this.byTopic.get(topic);
      if (!listeners) this.byTopic.set(topic, (listeners = new Set()));
      listeners.add(listener);
    }
    return () => {
      for (const topic of topics) this.byTopic.get(topic)?.delete(listener);
    };
  }

  subscribeLocal(listener: Listener): Unsubscribe {
    this.local.add(listener);
    return () => this.local.delete(listener);
  }

  subscriberCount(topic: Topic): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  observeDeliveries(observer: DeliveryObserver): void {
    this.observers.push(observer);
  }

  /** `publishedHere`: whether local consumers get it too (they see each event once, on the instance that published it). */
  protected deliver(event: LiveEvent, publishedHere: boolean): void {
    for (const observer of this.observers) {
      try {
        observer(event, publishedHere ? 'this_instance' : 'other_instance');
      } catch (error) {
        this.report(error, event);
      }
    }
    // Sockets first: a local listener may publish derived events (a chat message raises a notification),
    // which must not reach the sockets ahead of the event that caused them.
    const sockets = [...(this.byTopic.get(event.topic) ?? [])];
    for (const listener of publishedHere ? [...sockets, ...this.local] : sockets) {
      try {
        listener(event);
      } catch (error) {
        this.report(error, event);
      }
    }
  }

  protected dropListeners(): void {
    this.byTopic.clear();
    this.local.clear();
  }
}
