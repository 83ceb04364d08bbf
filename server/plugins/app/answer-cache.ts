import type { onRequestHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, type AnswerSlot } from '../../http/answer-cache.js';
import { withHook } from '../../http/route-hooks.js';

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
 * route hooks, the guard's added first), so a refused or expired token is answered as before, and a kept answer is sent
 * from there: no query validation, handler or serializer. A miss notes its slot, and the serialized
 * 200 answer is kept on its way out.
 */
export default fp<{ maxAgeMs: number }>(
  async (app, { maxAgeMs }) => {
    const answers = maxAgeMs > 0 ? new AnswerCache(app.revisions, { maxAgeMs }) : null;
    app.decorate('answers', answers);
    app.decorateRequest('answerSlot', null);
    if (!answers) return;

    const lookup: onRequestHookHandler = (request, reply, done) => {
      // The guard has admitted the caller: a kept route is never public.
      const slot = answers.slot(request.principal!, request.url);
      const kept = answers.get(slot);
      if (kept) {
        reply.type(kept.contentType).send(kept.body);
        return;
      }
      request.answerSlot = slot;
      done();
    };
    const keep: onSendHookHandler = (request, reply, payload, done) => {
      const contentType = reply.getHeader('content-type');
      if (request.answerSlot && reply.statusCode === 200 && typeof payload === 'string' && typeof contentType === 'string') {
        answers.keep(request.answerSlot, { contentType, body: payload });
      }
      done(null, payload);
    };

    app.addHook('onRoute', (route) => {
      // The HEAD twin Fastify adds to every GET answers from the handler.
      if (!route.config?.keepAnswers || route.method === 'HEAD') return;
      if (route.method !== 'GET' || route.config.public || !route.config.ability) {
        throw new Error(`${String(route.method)} ${route.url}: only protected GET routes keep answers`);
      }
      route.onRequest = withHook(route.onRequest, lookup);
      route.onSend = withHook(route.onSend, keep);
    });
  },
  { name: 'answer-cache', dependencies: ['repositories', 'auth-guard'] },
);
