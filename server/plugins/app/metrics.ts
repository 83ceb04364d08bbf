import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { foreground } from '../../common/foreground.js';
import type { MetricsAccess } from '../../config.js';
import type { PoolStats } from '../../db/connection.js';
import type { EventBus } from '../../events/bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** GraphQL operation labels besides the web client's own operation names: a bounded set whatever clients send. */
export const OTHER_OPERATION = 'other';
export const ANONYMOUS_OPERATION = 'anonymous';

const seconds = (ms: number) => ms / 1000;

/**
 * One app's metrics in a registry of its own (tests build many apps in one process; the process's own metrics are
 * apart, below). Plugins report into it as things happen (requests, operations, queries, sign-ins, events) and the
 * gauges read their sources at each scrape (pool, sockets).
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly http = new Histogram({
    name: 'aurora_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class (probes and scrapes left out)',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  private readonly graphql = new Histogram({
    name: 'aurora_graphql_operation_duration_seconds',
    help: `GraphQL operations over HTTP by name: the web client's operation names, "${OTHER_OPERATION}" for any other, "${ANONYMOUS_OPERATION}" for none`,
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });

  private readonly queries = new Histogram({
    name: 'aurora_db_query_duration_seconds',
    help: 'PostgreSQL queries of the product pool, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });

  private readonly eventLag = new Histogram({
    name: 'aurora_live_event_delivery_lag_seconds',
    help: 'From publishing a live event to this instance delivering it, by where it was published (this_instance, other_instance)',
    labelNames: ['origin'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  private readonly backgroundWaits = new Histogram({
    name: 'aurora_background_wait_seconds',
    help: 'Waits of bulk jobs and imports for the requests under way (process-wide), by how they ended (requests_done, or patience: the requests went on)',
    labelNames: ['ended'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.015, 0.02, 0.025],
    registers: [this.registry],
  });

  /** For common/foreground.ts `observeWaits`. */
  readonly backgroundWait = (waitedMs: number, patienceRanOut: boolean): void => {
    this.backgroundWaits.observe({ ended: patienceRanOut ? 'patience' : 'requests_done' }, seconds(waitedMs));
  };

  readonly signInFailures = new Counter({
    name: 'aurora_sign_in_failures_total',
    help: 'Failed password checks: sign-ins, and the current password of a password change',
    registers: [this.registry],
  });

  readonly signInsThrottled = new Counter({
    name: 'aurora_sign_in_throttled_total',
    help: 'Password checks refused by the sign-in throttle (answered 429 or TOO_MANY_REQUESTS)',
    registers: [this.registry],
  });

  readonly mailSent = new Counter({
    name: 'aurora_mail_sent_total',
    help: 'Letters this instance handed to the SMTP server (or wrote to the outbox folder)',
    registers: [this.registry],
  });

  readonly mailRetries = new Counter({
    name: 'aurora_mail_retries_total',
    help: 'Tries of letters that failed for a while (SMTP 4xx, no connection): the letter is due again later',
    registers: [this.registry],
  });

  readonly mailFailed = new Counter({
    name: 'aurora_mail_failed_total',
    help: 'Letters failed for good by this instance (SMTP 5xx, or the last try failed)',
    registers: [this.registry],
  });

  /** The mail queue's letters by status, read at each scrape (on PostgreSQL: every instance's). */
  watchMailQueue(counts: () => Promise<Record<string, number>>): void {
    this.readByLabelAtScrape(
      'aurora_mail_queue_letters',
      'Letters of the mail queue by status (queued, sending: the depth; sent, failed: kept for the mail log)',
      'status',
      counts,
    );
  }

  /** A request answered (not a probe). */
  request(method: string, route: string | undefined, status: number, elapsedMs: number): void {
    this.http.observe({ method, route: route ?? 'unmatched', status_class: `${Math.floor(status / 100)}xx` }, seconds(elapsedMs));
  }

  graphqlOperation(operation: string, elapsedMs: number): void {
    this.graphql.observe({ operation }, seconds(elapsedMs));
  }

  /** For server/db/connection.ts `onQuery`. */
  readonly query = (durationMs: number, failed: boolean): void => {
    this.queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds(durationMs));
  };

  /** The product pool's connections, read at each scrape (PostgreSQL only: the memory store has no pool). */
  watchPool(stats: () => PoolStats): void {
    this.readByLabelAtScrape('aurora_db_pool_connections', 'Connections of the product pool, by state (in_use, idle)', 'state', () => {
      const { inUse, idle } = stats();
      return { in_use: inUse, idle };
    });
    this.readAtScrape('aurora_db_pool_waiting', 'Queries waiting for a connection of the product pool (all of them in use)', () => stats().waiting);
  }

  /** Open WebSockets and the subscriptions they hold, read at each scrape. */
  watchLive(counts: { sockets(): number; subscriptions(): number }): void {
    this.readAtScrape('aurora_websockets_open', 'Open WebSocket connections (graphql-ws)', counts.sockets);
    this.readAtScrape('aurora_live_subscriptions', 'GraphQL subscriptions held by open WebSockets', counts.subscriptions);
  }

  /** A gauge with one label whose values, by that label's value, are read from their source when scraped. */
  private readByLabelAtScrape(name: string, help: string, label: string, read: () => Record<string, number> | Promise<Record<string, number>>): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      async collect() {
        for (const [value, count] of Object.entries(await read())) this.set({ [label]: value }, count);
      },
    });
  }

  /** A gauge whose value is read from its source when scraped. */
  private readAtScrape(name: string, help: string, read: () => number): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read());
      },
    });
  }

  /** How late each live event is delivered (its envelope's `at` is when it was published). */
  watchEvents(bus: EventBus): void {
    bus.observeDeliveries((event, origin) => {
      const published = Date.parse(event.at);
      if (Number.isFinite(published)) this.eventLag.observe({ origin }, Math.max(0, seconds(Date.now() - published)));
    });
  }

  /** The text a scrape gets: this app's metrics and the process's. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    const merged = Registry.merge([this.registry, processMetrics()]);
    return { contentType: merged.contentType, text: await merged.metrics() };
  }
}

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, heap, event-loop lag, handles, GC): one set per process, made on the
 * first scrape. Per app they would describe the same process many times, and each set keeps an event-loop monitor.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the scrape token (compared in constant time). */
function bearerIs(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * prom-client metrics per app and GET /metrics in Prometheus's text format. The route exists only when allowed
 * (docs/operations.md, "Metrics"): with METRICS_PUBLIC=true anyone may read it (a port only the scraper reaches);
 * with METRICS_TOKEN, a scrape sending `Authorization: Bearer <token>` (others get 401); with neither it is not
 * served (404, like any unknown path). Every answered request is measured here, by route pattern.
 */
export default fp<{ access: MetricsAccess }>(
  async (app, { access }) => {
    const metrics = new AppMetrics();
    app.decorate('metrics', metrics);
    const unobserve = foreground.observeWaits(metrics.backgroundWait);
    app.addHook('onClose', async () => void unobserve());

    app.addHook('onResponse', (request, reply, done) => {
      if (!request.routeOptions.config?.probe) metrics.request(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
      done();
    });

    if (!access.public && !access.token) return;
    const { token } = access;
    app.get('/metrics', { config: { public: true, probe: true }, schema: { hide: true } }, async (request, reply) => {
      if (token && !bearerIs(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ statusCode: 401, error: 'Unauthorized', message: 'Send the metrics token as a Bearer token' });
      }
      const { contentType, text } = await metrics.exposition();
      return reply.header('content-type', contentType).send(text);
    });
  },
  { name: 'metrics' },
);
