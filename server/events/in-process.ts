import type { LiveEvent } from './catalog.js';
import { FanOutBus } from './fan-out.js';

/**
 * The event bus of a single instance: synchronous delivery to this process's listeners, in publish order
 * (socket subscribers before local consumers).
 * Each event is round-tripped through JSON once for the sockets, so they get the same plain copy a cross-process
 * implementation would deliver (and a record changed after the write cannot leak into a queued delivery); local
 * consumers get the event as published (server/events/fan-out.ts `deliverHere`).
 */
export class InProcessEventBus extends FanOutBus {
  private closed = false;

  publish(event: LiveEvent): void {
    if (this.closed) return;
    this.deliverHere(event, this.socketsListenTo(event.topic) ? (JSON.parse(JSON.stringify(event)) as LiveEvent) : undefined);
  }

  /** Nothing to send: each event is copied for the sockets as `publish` copies it. */
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
