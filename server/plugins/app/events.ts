import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { EventBus } from '../../events/bus.js';
import type { LiveEvent } from '../../events/catalog.js';
import { InProcessEventBus } from '../../events/in-process.js';
import { PostgresEventBus } from '../../events/postgres.js';
import { topicRules } from '../../composition/topics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-event bus: repositories publish to it, subscriptions read from it. */
    events: EventBus;
  }
}

/**
 * The composition root of live events: the only place that picks an implementation of the EventBus
 * interface. With a database, PostgreSQL LISTEN/NOTIFY, so every instance sharing it reaches its own sockets;
 * without, the in-process bus of a single instance.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const report = (err: unknown, event: LiveEvent) => app.log.error({ err, topic: event.topic }, 'a live event listener failed');
    const bus: EventBus = config.databaseUrl
      ? await PostgresEventBus.connect({
          connectionString: config.databaseUrl,
          schema: config.databaseSchema,
          topics: topicRules,
          channel: config.eventChannel,
          report,
          log: app.log,
        })
      : new InProcessEventBus(topicRules, report);
    app.decorate('events', bus);
    app.metrics.watchEvents(bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['database', 'metrics'] },
);
