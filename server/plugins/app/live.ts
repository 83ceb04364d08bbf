import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import type { FastifyRouterOptions, RawServerDefault } from 'fastify';
import fp from 'fastify-plugin';
import { PresenceTracker } from '../../chat/presence.js';
import type { AppConfig } from '../../config.js';
import type { DomainModule } from '../../graphql/domain-module.js';
import { buildSchema } from '../../graphql/schema.js';
import { TrustedDocuments } from '../../graphql/trusted-documents.js';
import { NotificationRules } from '../../notifications/rules.js';
import { LiveSockets } from './live-sockets.js';
import { REQUEST_ID_HEADER } from './request-id.js';
import type { Clock } from '../../common/clock.js';

type ConstraintStrategy = NonNullable<FastifyRouterOptions<RawServerDefault>['constraints']>[string];
type RouteHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;

/**
 * Routes a WebSocket handshake to the socket route: Apollo already serves GET and POST /graphql over HTTP,
 * and @fastify/websocket routes must be GET-only, so both share the path and the `Upgrade` header picks.
 * Given to the router when the app is made (server/app.ts): added later, it would rebuild every route made so far.
 */
export const upgradeConstraint: ConstraintStrategy = {
  name: 'upgrade',
  storage() {
    const handlers = new Map<string, RouteHandler>();
    return { get: (value) => handlers.get(value) ?? null, set: (value, handler) => void handlers.set(value, handler) };
  },
  deriveConstraint: (request) => {
    const upgrade = request.headers.upgrade;
    // Any other request derives '', which no route holds: it goes to the routes without the constraint.
    return typeof upgrade === 'string' && upgrade.toLowerCase() === 'websocket' ? 'websocket' : '';
  },
  mustMatchWhenDerived: false,
};

/**
 * Live updates: graphql-ws subscriptions on /graphql beside Apollo's HTTP endpoint (same
 * schema, context and repositories), presence from sessions, and the rules and reminders that raise
 * notifications.
 */
export default fp<{ config: AppConfig; clock: Clock; domains: readonly DomainModule[] }>(
  async (app, { config, clock, domains }) => {
    const presence = new PresenceTracker(app.repositories.chat, config.live.awayAfterMs, (err) => app.log.error({ err }, 'writing presence failed'));
    const trustedOnly = config.trustedDocuments === 'only' ? TrustedDocuments.fromManifest(config.persistedDocumentsPath) : null;
    const sockets = new LiveSockets(app, buildSchema(domains), presence, config.live, trustedOnly);
    const report = (err: unknown) => app.log.error({ err }, 'raising a notification failed');
    const rules = new NotificationRules(app.repositories, app.roleAbilities, clock, report);
    const stopRules = rules.listen(app.events);
    const reminders = setInterval(() => rules.sweep(), config.live.reminderIntervalMs).unref();

    // Any request naming a connected person counts as activity (presence: back from away). Counted where the
    // caller is resolved, not in an onResponse hook every answer would pass through.
    app.onCaller((accountId) => presence.activity(accountId));

    // Before @fastify/websocket's own preClose (hooks run in the order added), which would close them with no code.
    app.addHook('preClose', (done) => {
      sockets.goingAway();
      done();
    });
    await app.register(websocket, { options: { maxPayload: config.live.maxMessageBytes } });
    // The handshake's answer (101) is written by ws, not Fastify: it names its request like every other answer.
    const handshakeIds = new WeakMap<IncomingMessage, string>();
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers.upgrade) handshakeIds.set(request.raw, request.id);
      done();
    });
    app.websocketServer.on('headers', (headers: string[], raw: IncomingMessage) => {
      const id = handshakeIds.get(raw);
      if (id) headers.push(`${REQUEST_ID_HEADER}: ${id}`);
    });
    app.countOpenWork('webSockets', () => app.websocketServer.clients.size);
    app.metrics.watchLive({ sockets: () => app.websocketServer.clients.size, subscriptions: () => sockets.subscriptionCount() });
    app.route({
      method: 'GET',
      url: '/graphql',
      constraints: { upgrade: 'websocket' },
      exposeHeadRoute: false,
      schema: { hide: true },
      handler: async (_request, reply) => reply.code(426).send({ statusCode: 426, error: 'Upgrade Required', message: 'Use the graphql-transport-ws protocol' }),
      wsHandler: sockets.handler(),
    });

    app.addHook('onClose', async () => {
      clearInterval(reminders);
      stopRules();
      sockets.close();
      presence.close();
      // Presence writes and notifications under way finish before the store closes.
      await Promise.all([presence.settled(), rules.settled()]);
    });
  },
  { name: 'live', dependencies: ['events', 'repositories', 'auth-guard', 'jwt', 'graceful-close', 'metrics'] },
);
