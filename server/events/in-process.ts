import type { EventBus, Listener, Unsubscribe } from './bus.js';
import type { LiveEvent, Topic } from './catalog.js';
import { FanOut } from './fan-out.js';

/**
 * The event bus of a single instance: synchronous delivery to this process's listeners, in publish order
 * (socket subscribers before local consumers).
 * Each event is round-tripped through JSON once, so listeners get the same plain copy a cross-process
 * implementation would deliver (and a record mutated after the write cannot leak into a queued event).
 */
export class InProcessEventBus implements EventBus {
  private readonly listeners: FanOut;
  private closed = false;

  constructor(report: (error: unknown, event: LiveEvent) => void) {
    this.listeners = new FanOut(report);
  }

  publish(event: LiveEvent): void {
    if (this.closed) return;
    this.listeners.deliver(JSON.parse(JSON.stringify(event)) as LiveEvent, true);
  }

  subscribe(topics: readonly Topic[], listener: Listener): Unsubscribe {
    return this.listeners.subscribe(topics, listener);
  }

  subscribeLocal(listener: Listener): Unsubscribe {
    return this.listeners.subscribeLocal(listener);
  }

  subscriberCount(topic: Topic): number {
    return this.listeners.count(topic);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}
