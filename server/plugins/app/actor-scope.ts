import type { RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { runAsActor } from '../../events/actor.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the legacy client's get-chat marks a conversation seen): it names its actor too. */
    writes?: boolean;
  }
}

/** Methods that do not write, unless their route says it does. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The actor of every write (server/events/actor.ts): the handler of a request that may write (any method
 * but GET, HEAD and OPTIONS, or a route declaring `writes`) runs in a scope naming the signed-in account,
 * resolved only when something is published. Reads run outside any scope: GraphQL reads never change
 * state. Registered before the routes, whose handlers it wraps as they are added.
 */
export default fp(
  async (app) => {
    const acting = (handler: RouteHandlerMethod, always: boolean): RouteHandlerMethod =>
      function (request, reply) {
        if (!always && READS.has(request.method)) return handler.call(this, request, reply);
        // The account the auth guard (REST) or the /graphql route resolved, else the one the token names.
        const actor = () => request.principal?.accountId ?? app.accountIdFromHeader(request.headers.authorization);
        return runAsActor(actor, () => handler.call(this, request, reply));
      };
    app.addHook('onRoute', (route) => {
      const writes = route.config?.writes === true;
      if (writes || [route.method].flat().some((method) => !READS.has(method))) route.handler = acting(route.handler, writes);
    });
  },
  { name: 'actor-scope', dependencies: ['auth-guard'] },
);
