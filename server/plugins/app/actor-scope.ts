import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { runAsActor } from '../../common/write-scope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the legacy client's get-chat marks a conversation seen): it names its actor too. */
    writes?: boolean;
  }
}

/** Methods that do not write, unless their route says it does. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The response header naming the audit events a request recorded (comma-separated ids), so a client can
 * offer to undo what it just did (`restoreAuditEvent`) whatever the face and without reading the log.
 */
export const AUDIT_EVENTS_HEADER = 'audit-events';

const recordedOf = new WeakMap<FastifyRequest, number[]>();

const tellRecorded: onSendHookHandler = (request: FastifyRequest, reply: FastifyReply, payload, done) => {
  const recorded = recordedOf.get(request);
  if (recorded && recorded.length > 0) reply.header(AUDIT_EVENTS_HEADER, recorded.join(','));
  done(null, payload);
};

/**
 * The actor of every write (server/common/write-scope.ts): the handler of a request that may write (any method
 * but GET, HEAD and OPTIONS, or a route declaring `writes`) runs in a scope naming the signed-in account,
 * resolved only when something needs it, and the face it came through (/graphql or REST). Reads run
 * outside any scope: GraphQL reads never change state. Registered before the routes, whose handlers it
 * wraps as they are added; only those routes also say which audit events they recorded.
 */
export default fp(
  async (app) => {
    const acting = (handler: RouteHandlerMethod, always: boolean, face: 'rest' | 'graphql'): RouteHandlerMethod =>
      function (request, reply) {
        if (!always && READS.has(request.method)) return handler.call(this, request, reply);
        // The account the auth guard (REST) or the /graphql route resolved, else the one the token names.
        const actor = () => request.principal?.accountId ?? app.accountIdFromHeader(request.headers.authorization);
        const recorded: number[] = [];
        recordedOf.set(request, recorded);
        // A script with an API key writes as the key's owner; the audit names the key too.
        const key = () => request.principal?.apiKey?.name ?? null;
        return runAsActor(actor, () => handler.call(this, request, reply), face, recorded, key);
      };
    app.addHook('onRoute', (route) => {
      const writes = route.config?.writes === true;
      if (!writes && ![route.method].flat().some((method) => !READS.has(method))) return;
      route.handler = acting(route.handler, writes, route.url === '/graphql' ? 'graphql' : 'rest');
      route.onSend = [tellRecorded, ...[route.onSend ?? []].flat()];
    });
  },
  { name: 'actor-scope', dependencies: ['auth-guard'] },
);
