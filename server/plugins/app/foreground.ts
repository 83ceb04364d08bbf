import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { foreground } from '../../common/foreground.js';

/**
 * Every request counts as foreground from its first hook until its answer is sent or its client went away, so
 * bulk jobs and imports give way to it (common/foreground.ts). A WebSocket's handshake does not: its connection
 * stays open for the socket's life.
 */
export default fp(
  async (app) => {
    const counted = new WeakSet<FastifyRequest>();
    const leave = (request: FastifyRequest) => {
      if (counted.delete(request)) foreground.leave();
    };
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.headers.upgrade) {
        counted.add(request);
        foreground.enter();
      }
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      leave(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      leave(request);
      done();
    });
  },
  { name: 'foreground' },
);
