import type { FastifyInstance, onRequestHookHandler, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, type AnswerSlot } from '../../http/answer-cache.js';
import { withHook } from '../../http/route-hooks.js';

const JSON_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is kept per caller until a write (server/http/answer-cache.ts): for protected GET reads. */
    keepAnswers?: boolean;
  }
  interface FastifyRequest {
    answerSlot: AnswerSlot | null;
  }
  interface FastifyInstance {
    /** Answers kept between requests, or null when the configuration keeps none. */
    answers: AnswerCache | null;
  }
}

/**
 * Keeps the answers of routes that declare `keepAnswers`. The lookup runs after the auth guard (both are
 * route hooks, the guard's added first), so a refused or expired token is answered as before, and a kept
 * answer is sent from there: no query validation, handler or serializer. A miss notes its slot, and the
 * handler's 200 answer is serialized by the route's own serializer and kept. With API compression on, a
 * kept answer is compressed once per encoding, not on every request (AnswerCache.payload).
 */
export default fp<{ maxAgeMs: number; compress: boolean }>(
  async (app, { maxAgeMs, compress }) => {
    const answers = maxAgeMs > 0 ? new AnswerCache(app.revisions, { maxAgeMs, compress }) : null;
    app.decorate('answers', answers);
    app.decorateRequest('answerSlot', null);
    if (!answers) return;

    const lookup: onRequestHookHandler = (request, reply, done) => {
      // The guard has admitted the caller: a kept route is never public.
      const slot = answers.slot(request.principal!, request.url);
      const kept = answers.get(slot);
      if (kept) {
        reply.header('content-type', kept.contentType).send(answers.payload(kept, request, reply));
        return;
      }
      request.answerSlot = slot;
      done();
    };
    /** The route's handler, its 200 answer serialized here (the route's own serializer) and kept. */
    const keeping = (handler: RouteHandlerMethod): RouteHandlerMethod =>
      async function (this: FastifyInstance, request, reply) {
        const payload: unknown = await handler.call(this, request, reply);
        const slot = request.answerSlot;
        if (!slot || reply.sent || payload === reply || payload === undefined || reply.statusCode !== 200) return payload;
        const body = reply.serialize(payload);
        if (typeof body !== 'string') return payload;
        const kept = answers.keep(slot, { contentType: JSON_TYPE, body });
        reply.header('content-type', JSON_TYPE);
        return kept ? answers.payload(kept, request, reply) : body;
      };

    app.addHook('onRoute', (route) => {
      // The HEAD twin Fastify adds to every GET answers from the handler.
      if (!route.config?.keepAnswers || route.method === 'HEAD') return;
      if (route.method !== 'GET' || route.config.public || !route.config.ability) {
        throw new Error(`${String(route.method)} ${route.url}: only protected GET routes keep answers`);
      }
      route.onRequest = withHook(route.onRequest, lookup);
      route.handler = keeping(route.handler);
    });
  },
  { name: 'answer-cache', dependencies: ['repositories', 'auth-guard'] },
);
