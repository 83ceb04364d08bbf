import fp from 'fastify-plugin';
import type { EventBus } from '../../events/bus.js';
import { InProcessEventBus } from '../../events/in-process.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-event bus: repositories publish to it, subscriptions read from it. */
    events: EventBus;
  }
}

/**
 * The composition root of live events: the only place that picks an implementation of the EventBus
 * interface (the in-process one; a PostgreSQL LISTEN/NOTIFY one goes here with issue 15).
 */
export default fp(
  async (app) => {
    const bus = new InProcessEventBus((err, event) => app.log.error({ err, topic: event.topic }, 'a live event listener failed'));
    app.decorate('events', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events' },
);
