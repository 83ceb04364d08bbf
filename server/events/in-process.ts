import type { LiveEvent } from './catalog.js';
import { FanOutBus } from './fan-out.js';

/**
 * The event bus of a single instance: synchronous delivery to this process's listeners, in publish order
 * (socket subscribers before local consumers).
 * Each event is round-tripped through JSON once, so listeners get the same plain copy a cross-process
 * implementation would deliver (and a record mutated after the write cannot leak into a queued event).
 */
export class InProcessEventBus extends FanOutBus {
  private closed = false;

  publish(event: LiveEvent): void {
    if (this.closed) return;
    if (this.listened(event.topic)) this.deliver(JSON.parse(JSON.stringify(event)) as LiveEvent, true);
    else this.observe(event);
  }

  /** Nothing to send: each event is copied for its listeners as `publish` copies it. */
  publishAll(events: readonly LiveEvent[]): void {
    for (const event of events) this.publish(event);
  }

  /** Nothing leaves this instance. */
  tellByReference(): void {}

  receiving(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.dropListeners();
  }
}
