import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { settleWithin } from '../common/time-limit.js';
import { quoteIdentifier } from '../db/connection.js';
import { SCHEMA_CHANGE_LOCK } from '../db/schema-change-lock.js';
import type { LiveEvent, Topic, TopicRules } from './catalog.js';
import { FanOutBus } from './fan-out.js';
import { ChannelListener, type Backoff, type TransportLog } from './pg-listener.js';
import {
  LIVE_EVENT_PAYLOADS_DDL,
  LIVE_EVENT_PAYLOADS_KEEP,
  LIVE_EVENT_PAYLOADS_TABLE as TABLE,
  defaultLiveEventsChannel,
  liveEventsChannel,
} from './postgres-schema.js';
import {
  fitsInNotification,
  inlineMessage,
  inlinePrefix,
  parseStoredPayload,
  parseWireMessage,
  storedPayload,
  type Carried,
  type WireKey,
  type WireMessage,
} from './postgres-wire.js';
import { referencesOf, resolveReferences, type TopicReferences } from './references.js';

export interface PostgresEventBusOptions {
  connectionString: string;
  /** The NOTIFY channel; every instance of one deployment uses the same (default: server/events/postgres-schema.ts). */
  channel?: string;
  /** The schema the product's tables live in (DATABASE_SCHEMA), which must exist; unset: the role's default. */
  schema?: string;
  /** Who may receive each topic's events; a notification naming another topic is not ours. */
  topics: TopicRules;
  /** A listener threw while handling an event (the others still got it). */
  report: (error: unknown, event: LiveEvent) => void;
  /** The transport: a lost or restored connection, an event that could not be sent or read. */
  log: TransportLog;
  reconnect?: Backoff;
}

/** Events waiting to be sent past this are dropped (and logged): a database that stopped answering must not eat the heap. */
const MAX_UNSENT = 10_000;

/** At most this many notifications go in one statement. */
const SEND_BATCH = 1000;
/** Old stored payloads are deleted at most this often per instance, after sending a large event. */
const PRUNE_EVERY_MS = 60_000;
const CLOSE_LIMIT_MS = 2000;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The event bus of instances that share one PostgreSQL database: LISTEN/NOTIFY, no other broker.
 *
 * An instance delivers its own events directly and synchronously, exactly as the in-process bus does (socket
 * subscribers, then local consumers), and NOTIFYs them for the others, tagged with its random id so it skips
 * its own notifications when they come back. Other instances' events reach socket subscribers only: local
 * consumers (notification rules) run once, on the instance that published.
 *
 * Order: events from one instance reach every other instance in publish order. Sends go through one chain,
 * each starting after the previous one committed, so the NOTIFYs commit in publish order, and PostgreSQL
 * delivers notifications in commit order. Receiving keeps arrival order too, though a large event must first
 * be read from the payloads table: deliveries wait in one queue.
 */
export class PostgresEventBus extends FanOutBus {
  /** Tags this instance's notifications. */
  readonly instanceId = randomUUID();
  private readonly channel: string;
  /** Sends (one at a time) and reads of large payloads; the LISTEN connection is separate. */
  private readonly pool: pg.Pool;
  private readonly listener: ChannelListener;
  private outbox: Promise<void> = Promise.resolve();
  /** Messages published and not yet sent, in publish order: one event, or the events of one `publishAll`. */
  private pending: Array<{ json: string; key: WireKey; inline: string; events: number; topics: readonly Topic[] }> = [];
  /** The events those messages carry. */
  private unsent = 0;
  /** Numbers this instance's messages. */
  private sent = 0;
  /** How this instance's inline messages begin (postgres-wire.ts `inlineMessage`). */
  private readonly ownPrefix = inlinePrefix(this.instanceId);
  private dropping = false;
  private inbox: Promise<void> = Promise.resolve();
  private lastPrune = 0;
  private closed = false;
  /** How events published together travel by reference, and are read back (`tellByReference`). */
  private references: TopicReferences = {};

  /** Creates the payloads table when missing, starts listening, and answers the bus; rejects when the database cannot be reached. */
  static async connect(options: PostgresEventBusOptions): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(options);
    try {
      await bus.start();
    } catch (error) {
      await bus.close();
      throw error;
    }
    return bus;
  }

  private constructor(private readonly options: PostgresEventBusOptions) {
    super(options.topics, options.report);
    this.channel = liveEventsChannel(options.channel ?? defaultLiveEventsChannel(options.schema));
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: 2,
      // Kept open: the next event does not pay for a connection (and its authentication) after a quiet spell.
      idleTimeoutMillis: 0,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
      // A database that stops answering fails the send instead of stalling every later one behind it.
      query_timeout: 10_000,
      application_name: 'aurora live events',
      // The payloads table lives beside the product's tables (as server/db/connection.ts sets the path).
      ...(options.schema && { options: `-c search_path=${quoteIdentifier(options.schema)},public` }),
    });
    // An idle pooled connection that drops is replaced on the next query; without this handler it would crash the process.
    this.pool.on('error', (error) => options.log.warn({ err: error }, 'live events: an idle database connection was lost'));
    this.listener = new ChannelListener({
      connectionString: options.connectionString,
      channel: this.channel,
      onMessage: (payload) => this.receive(payload),
      log: options.log,
      backoff: options.reconnect ?? { minMs: 100, maxMs: 5000 },
    });
  }

  private async start(): Promise<void> {
    // Instances (and parallel test files) may start together; CREATE TABLE IF NOT EXISTS is not safe against a
    // concurrent one, so it takes the schema-change lock every start-up DDL takes (one implicit transaction: the
    // lock ends with it).
    await this.pool.query(`SELECT pg_advisory_xact_lock(hashtext('${SCHEMA_CHANGE_LOCK}')); ${LIVE_EVENT_PAYLOADS_DDL}`);
    await this.listener.start();
  }

  /** Until called, events go whole, and references received are logged unread (an instance starting up). */
  tellByReference(references: TopicReferences): void {
    this.references = references;
  }

  publish(event: LiveEvent): void {
    if (this.closed) return;
    const json = JSON.stringify(event);
    // Queued before the local delivery: a local consumer may publish a derived event from it (a notification
    // for a chat message), which must not reach the other instances first.
    this.send(json, 'event', 1, [event.topic]);
    this.deliverHere(event, this.socketsListenTo(event.topic) ? (JSON.parse(json) as LiveEvent) : undefined);
  }

  /**
   * One message for all: a many-write's thousand events are one notification (or one stored row), not a thousand, and
   * of a topic with a reference, only what the database does not hold of them.
   */
  publishAll(events: readonly LiveEvent[]): void {
    if (this.closed || events.length === 0) return;
    const references = referencesOf(events, this.references);
    const json = JSON.stringify(references ?? events);
    this.send(json, references ? 'byReference' : 'events', events.length, [...new Set(events.map((event) => event.topic))]);
    const sockets = events.some((event) => this.socketsListenTo(event.topic));
    const copies = sockets ? (JSON.parse(references ? JSON.stringify(events) : json) as LiveEvent[]) : undefined;
    events.forEach((event, i) => this.deliverHere(event, copies?.[i]));
  }

  receiving(): boolean {
    return !this.closed && this.listener.listening;
  }

  /** Sends what was already published (bounded wait), then stops listening and ends the connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.dropListeners();
    await settleWithin(this.outbox, CLOSE_LIMIT_MS);
    await this.listener.close();
    await settleWithin(this.pool.end(), CLOSE_LIMIT_MS);
  }

  /**
   * Fire and forget: the write that published never waits for the database and never sees its errors. Events
   * published while a send is under way wait and go together in the next one: a bulk change's chunk publishes a
   * thousand events at once, and one statement per event could not keep up with it.
   */
  private send(json: string, key: WireKey, events: number, topics: readonly Topic[]): void {
    if (this.unsent + events > MAX_UNSENT) {
      if (!this.dropping)
        this.options.log.error({ unsent: this.unsent }, 'live events: the database is not keeping up, dropping events for other instances');
      this.dropping = true;
      return;
    }
    this.dropping = false;
    this.unsent += events;
    this.pending.push({ json, key, inline: inlineMessage(this.instanceId, json, ++this.sent, key), events, topics });
    if (this.pending.length > 1) return;
    this.outbox = this.outbox.then(() => this.transmitPending());
  }

  /** Sends what waits, in publish order: inline messages by one statement per run of them, large ones each through the payloads table. */
  private async transmitPending(): Promise<void> {
    // Let the rest of the write's events join before sending.
    await new Promise((resolve) => setImmediate(resolve));
    const messages = this.pending.splice(0, this.pending.length);
    for (const message of messages) this.unsent -= message.events;
    for (let start = 0; start < messages.length;) {
      let end = start;
      while (end < messages.length && end - start < SEND_BATCH && fitsInNotification(messages[end].inline)) end++;
      try {
        if (end > start) await this.notifyAll(messages.slice(start, end).map((message) => message.inline));
        else {
          const { json, key, topics } = messages[end++];
          await this.transmitLarge(storedPayload(json, key), topics);
        }
      } catch (error) {
        this.options.log.error({ err: error, events: Math.max(end - start, 1) }, 'live events: events could not be sent to other instances');
      }
      start = Math.max(end, start + 1);
    }
  }

  /**
   * One statement, one transaction: PostgreSQL delivers a transaction's notifications in the order sent (each
   * message carries a sequence number, so two equal events are never folded into one).
   */
  private async notifyAll(messages: readonly string[]): Promise<void> {
    // As one text, a message a line (JSON text has no raw line break): pg escapes a text[] parameter character by
    // character, and a JSON array of them would escape every message again.
    await this.pool.query(`SELECT pg_notify($1, m) FROM unnest(string_to_array($2, E'\\n')) WITH ORDINALITY AS t(m, n) ORDER BY n`, [
      this.channel,
      messages.join('\n'),
    ]);
  }

  /** An event too large for a notification: stored, and its row's id sent with the topics of its events. */
  private async transmitLarge(json: string, topics: readonly Topic[]): Promise<void> {
    // One statement, so one transaction: the row is committed when the notification naming it is delivered.
    await this.pool.query(
      `WITH stored AS (INSERT INTO ${TABLE} (payload) VALUES ($2) RETURNING id)
       SELECT pg_notify($1, json_build_object('from', $3::text, 'ref', stored.id::text, 'topics', $4::text[])::text) FROM stored`,
      [this.channel, json, this.instanceId, topics],
    );
    if (Date.now() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await this.pool.query(`DELETE FROM ${TABLE} WHERE created_at < now() - interval '${LIVE_EVENT_PAYLOADS_KEEP}'`);
    }
  }

  private receive(payload: string): void {
    // This instance's own inline messages come back too: it delivered those directly (told without parsing them).
    if (this.closed || payload.startsWith(this.ownPrefix)) return;
    let message: WireMessage;
    try {
      message = parseWireMessage(payload, this.topics);
    } catch (error) {
      this.options.log.error({ err: error, channel: this.channel }, 'live events: ignored a notification that is not ours');
      return;
    }
    if (message.from === this.instanceId) return;
    // A stored message of topics nobody here listens to is not read: a bulk job's chunks (a worker thread's, another
    // instance's) carry hundreds of kilobytes of events for the sockets that show them.
    if ('ref' in message && message.topics && !message.topics.some((topic) => this.socketsListenTo(topic))) return;
    if ('references' in message && !this.socketsListenTo(message.references.topic)) return;
    const events: Promise<Settled<LiveEvent[]>> = 'ref' in message ? this.read(message.ref) : this.eventsOf(message);
    this.inbox = this.inbox
      .then(async () => {
        const settled = await events;
        if (this.closed) return;
        if (settled.ok) for (const event of settled.value) this.deliverFromElsewhere(event);
        else this.options.log.error({ err: settled.error }, 'live events: events from another instance could not be read (a stored payload, or records by reference)');
      })
      // The queue must never stay rejected: every later event would be skipped.
      .catch((error: unknown) => this.options.log.error({ err: error }, 'live events: delivering an event from another instance failed'));
  }

  /** Starts reading at once (a later small event waits in the inbox behind it); never rejects, so no rejection goes unhandled while queued. */
  private async read(ref: string): Promise<Settled<LiveEvent[]>> {
    try {
      const { rows } = await this.pool.query<{ payload: string }>(`SELECT payload FROM ${TABLE} WHERE id = $1`, [ref]);
      if (rows.length === 0) throw new Error(`stored live event ${ref} is gone (pruned before it was read?)`);
      return await this.eventsOf(parseStoredPayload(rows[0].payload, this.topics));
    } catch (error) {
      return { ok: false, error };
    }
  }

  /** The events a message carries, references read back (started at once, like `read`); never rejects. */
  private async eventsOf(carried: Carried): Promise<Settled<LiveEvent[]>> {
    if ('events' in carried) return { ok: true, value: carried.events };
    try {
      return { ok: true, value: await resolveReferences(carried.references, this.references) };
    } catch (error) {
      return { ok: false, error };
    }
  }
}
