import type { EventBus, Listener, Unsubscribe } from './bus.js';
import type { LiveEvent, Topic } from './catalog.js';

/**
 * The event bus of a single instance: synchronous delivery to this process's listeners, in publish order
 * (socket subscribers before local consumers).
 * Each event is round-tripped through JSON once, so listeners get the same plain copy a cross-process
 * implementation would deliver (and a record mutated after the write cannot leak into a queued event).
 */
export class InProcessEventBus implements EventBus {
  private readonly byTopic = new Map<Topic, Set<Listener>>();
  private readonly local = new Set<Listener>();
  private closed = false;

  constructor(private readonly report: (error: unknown, event: LiveEvent) => void) {}

  publish(event: LiveEvent): void {
    if (this.closed) return;
    const copy = JSON.parse(JSON.stringify(event)) as LiveEvent;
    // Sockets first: a local listener may publish derived events (a chat message raises a notification),
    // which must not reach the sockets ahead of the event that caused them.
    for (const listener of [...(this.byTopic.get(copy.topic) ?? []), ...this.local]) {
      try {
        listener(copy);
      } catch (error) {
        this.report(error, copy);
      }
    }
  }

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

  async close(): Promise<void> {
    this.closed = true;
    this.byTopic.clear();
    this.local.clear();
  }
}
