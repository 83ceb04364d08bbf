import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered while the server closes (readiness says so itself); every other route answers 503 then. */
    whileClosing?: boolean;
  }
  interface FastifyInstance {
    /** Whether a close has begun. */
    closing(): boolean;
    /** What a close is still waiting for, by name (logged when the shutdown grace runs out). */
    openWork(): Record<string, number>;
    /** Adds a count to `openWork()`: a plugin holding something a close waits for (sockets, database connections). */
    countOpenWork(name: string, count: () => number): void;
  }
}

/**
 * The HTTP side of a graceful close. Fastify's close stops listening and closes idle keep-alive connections; a
 * request arriving on a busy one meanwhile gets 503 here (Fastify's own `return503OnClosing` is off in
 * server/app.ts: this answer goes through the hooks, so it names its request, and readiness may answer "not
 * ready, closing"). A request already in flight would be answered keep-alive, and its connection then stay open
 * until the keep-alive timeout (72 s), holding the whole close: while closing, every answer says
 * `Connection: close`, so its connection ends once it is sent.
 * Also counts the open connections for `openWork()`; per connection, not per request, so serving pays nothing.
 */
export default fp(
  async (app) => {
    const counts = new Map<string, () => number>();
    app.decorate('countOpenWork', (name: string, count: () => number) => void counts.set(name, count));
    app.decorate('openWork', () => Object.fromEntries([...counts].map(([name, count]) => [name, count()])));

    const connections = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    // HTTP connections with a request in flight, and WebSockets (upgraded connections), once idle ones are closed.
    app.countOpenWork('connections', () => connections.size);

    let closing = false;
    app.decorate('closing', () => closing);
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (!closing || request.routeOptions.config?.whileClosing) return done();
      reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'Service Unavailable' });
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
