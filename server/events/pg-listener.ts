import pg from 'pg';
import { settleWithin } from '../common/time-limit.js';

/** Where the bus reports its connection's life: Fastify's logger fits. */
export interface TransportLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Waits between reconnection attempts: `minMs` doubling per failed attempt, up to `maxMs`. */
export interface Backoff {
  minMs: number;
  maxMs: number;
}

export interface ChannelListenerOptions {
  connectionString: string;
  channel: string;
  onMessage: (payload: string) => void;
  log: TransportLog;
  backoff: Backoff;
}

/** Dropped on close: ending a session in a healthy database takes milliseconds. */
const CLOSE_LIMIT_MS = 2000;

/** A connection that has LISTENed, and what settles when it is lost (an error, or the server ending it). */
interface Listening {
  client: pg.Client;
  lost: Promise<Error | undefined>;
}

/**
 * One dedicated connection LISTENing on a channel (a pooled connection cannot hold a LISTEN: it would
 * be handed to someone else). When the connection drops it reconnects with backoff, logging both; NOTIFYs
 * sent while it is down are lost (PostgreSQL keeps none for a session that is not listening), which
 * docs/live-updates.md states for clients: events are not replayed.
 */
export class ChannelListener {
  private current: Listening | undefined;
  private loop: Promise<void> = Promise.resolve();
  private closed = false;
  private wake: (() => void) | undefined;

  constructor(private readonly options: ChannelListenerOptions) {}

  /** Whether a connection LISTENs now (false while reconnecting, and once closed). */
  get listening(): boolean {
    return this.current !== undefined && !this.closed;
  }

  /** The first connection fails loudly: a wrong DATABASE_URL must stop the boot, not retry in the background. */
  async start(): Promise<void> {
    this.current = await this.listen();
    this.loop = this.keepListening(this.current);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.wake?.();
    const listening = this.current;
    this.current = undefined;
    if (listening) {
      const { client } = listening;
      await settleWithin(
        client.query(`UNLISTEN ${client.escapeIdentifier(this.options.channel)}`).finally(() => client.end()),
        CLOSE_LIMIT_MS,
      );
    }
    // A reconnection under way ends the connection it gets (at most the connect timeout).
    await settleWithin(this.loop, CLOSE_LIMIT_MS * 3);
  }

  private async listen(): Promise<Listening> {
    const { connectionString, channel, onMessage } = this.options;
    const client = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5000, application_name: 'aurora live events' });
    // Registered before connecting: a loss during LISTEN itself is seen, and an 'error' without a listener
    // would crash the process.
    const lost = new Promise<Error | undefined>((resolve) => {
      client.on('error', (error) => resolve(error));
      client.on('end', () => resolve(undefined));
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await settleWithin(client.end(), CLOSE_LIMIT_MS);
      throw error;
    }
    return { client, lost };
  }

  private async keepListening(first: Listening): Promise<void> {
    let listening = first;
    for (;;) {
      const error = await listening.lost;
      if (this.closed) return;
      this.current = undefined;
      void settleWithin(listening.client.end(), CLOSE_LIMIT_MS);
      this.options.log.warn({ err: error, channel: this.options.channel }, 'live events: the LISTEN connection was lost, reconnecting');
      const next = await this.reconnect();
      if (!next) return;
      listening = next;
    }
  }

  /** Tries until a connection LISTENs again, or the listener closes (undefined). */
  private async reconnect(): Promise<Listening | undefined> {
    const { minMs, maxMs } = this.options.backoff;
    for (let attempt = 1; ; attempt++) {
      await this.sleep(Math.min(maxMs, minMs * 2 ** (attempt - 1)));
      if (this.closed) return undefined;
      try {
        const listening = await this.listen();
        if (this.closed) {
          await settleWithin(listening.client.end(), CLOSE_LIMIT_MS);
          return undefined;
        }
        this.current = listening;
        this.options.log.info({ channel: this.options.channel, attempts: attempt }, 'live events: listening again');
        return listening;
      } catch (error) {
        if (this.closed) return undefined;
        this.options.log.warn({ err: error, channel: this.options.channel, attempt }, 'live events: reconnecting failed, retrying');
      }
    }
  }

  /** A wait that close() cuts short. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
