import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { getOperationAST, GraphQLError, parse, specifiedRules, validate, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Context } from 'graphql-ws';
import { makeHandler, type Extra } from 'graphql-ws/use/@fastify/websocket';
import { unquoteToken } from '../../access/credentials.js';
import type { PresenceTracker } from '../../chat/presence.js';
import type { LiveConfig } from '../../config.js';
import { graphqlProtection } from '../../graphql/armor.js';
import { createContext } from '../../graphql/context.js';
import { formatError } from '../../graphql/errors.js';
import { documentHash } from '../../graphql/trusted-document-text.js';
import { notInSafelist, type TrustedDocuments } from '../../graphql/trusted-documents.js';
import { createSharedSubscribe } from '../../graphql/shared-execution.js';
import type { Principal } from '../../access/caller.js';

/**
 * Close codes of the live socket (docs/live-updates.md). Token problems use graphql-ws's 4403 Forbidden,
 * which its client retries: the client refreshes the access token in `connectionParams` and reconnects.
 */
export const CLOSE = {
  /** Missing, invalid or expired token at `connection_init`, or the token expired while connected. */
  forbidden: 4403,
  /** No subscription held for `idleTimeoutMs`. */
  idle: 1000,
  /** The server is stopping: reconnect (to another instance, or to this one once it is back). */
  goingAway: 1001,
} as const;

export const CLOSE_REASONS = {
  missingToken: 'Missing access token',
  invalidToken: 'Invalid or expired access token',
  tokenExpired: 'Access token expired',
  sessionEnded: 'Session ended',
  idle: 'Idle timeout',
  goingAway: 'Server shutting down',
} as const;

/** How long a stopping server waits for a client to answer its close frame before dropping the connection. */
const CLOSE_ANSWER_MS = 1000;

/** What `connection_init` carries: the access token, as stored (JSON-quoted is accepted). */
export interface ConnectionParams extends Record<string, unknown> {
  accessToken?: unknown;
}

type LiveContext = Context<ConnectionParams, Extra>;

interface Session {
  principal: Principal;
  /** The access token, unquoted: the caller is read again through it (abilities change live; its server-side session may end). */
  token: string;
  context: LiveContext;
  /** When the access token expires; none for an API key (its expiry and revocation close it at the sweep). */
  expiry: NodeJS.Timeout | undefined;
  /** Since when the socket has held no subscription; null while it holds one. */
  idleSince: number | null;
}

/** Apollo hides schema hints from clients (`hideSchemaDetailsFromClientErrors`); the socket does too. */
function withoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  return { ...error, message: error.message.replace(/ Did you mean .*$/, '') };
}

/** Errors as the client sees them, each naming the socket's request (its handshake) as HTTP errors name theirs. */
const format = (errors: readonly GraphQLError[], requestId: string) =>
  errors.map((error) => {
    const formatted = withoutSuggestions(formatError(error.toJSON(), error));
    return { ...formatted, extensions: { ...formatted.extensions, requestId } };
  });

/** The codes Apollo gives documents it refuses, so both endpoints answer them alike. */
function withCode(error: GraphQLError, code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED'): GraphQLError {
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { code } });
}

/**
 * The graphql-ws side of /graphql: one schema with Apollo, the same context (principal, repositories,
 * CASL), the same document limits. Only subscriptions are served here; queries and mutations go over HTTP.
 */
export class LiveSockets {
  private readonly sessions = new Map<WebSocket, Session>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly app: FastifyInstance,
    private readonly schema: GraphQLSchema,
    private readonly presence: PresenceTracker,
    private readonly config: LiveConfig,
    /** Set when GRAPHQL_TRUSTED_DOCUMENTS=only: a subscription must be one of the web client's documents. */
    private readonly trustedOnly: TrustedDocuments | null = null,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(1000, Math.ceil(config.idleTimeoutMs / 4))).unref();
  }

  handler() {
    const { validationRules, parseOptions } = graphqlProtection();
    const rules = [...specifiedRules, ...validationRules];
    return makeHandler<ConnectionParams>(
      {
        schema: this.schema,
        subscribe: createSharedSubscribe(this.app.events.topics),
        isProd: true,
        connectionInitWaitTimeout: this.config.connectionInitTimeoutMs,
        onConnect: (ctx) => this.connect(ctx),
        onClose: (ctx, code, reason) => this.disconnect(ctx, code, reason),
        onSubscribe: async (ctx, id, payload) => {
          const session = this.sessions.get(ctx.extra.socket);
          // The caller as it is now: a subscription starts under the current role, never the one of connection_init.
          const principal = session && (await this.current(ctx.extra.socket, session.token));
          if (!session || !principal) return [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })];
          ctx.extra.request.log.debug({ subscription: id, operationName: payload.operationName }, 'live subscription');
          this.presence.activity(session.principal.accountId);
          session.idleSince = null;
          // The new subscription is already counted.
          if (Object.keys(ctx.subscriptions).length > this.config.maxSubscriptionsPerSocket) {
            return [
              new GraphQLError(`At most ${this.config.maxSubscriptionsPerSocket} subscriptions per connection`, {
                extensions: { code: 'SUBSCRIPTION_LIMIT' },
              }),
            ];
          }
          // graphql-ws always carries the text; `only` accepts it when it is exactly a trusted document.
          if (this.trustedOnly && !this.trustedOnly.has(documentHash(payload.query))) return [notInSafelist()];
          let document;
          try {
            document = parse(payload.query, parseOptions);
          } catch (error) {
            return [withCode(error instanceof GraphQLError ? error : new GraphQLError('Invalid query'), 'GRAPHQL_PARSE_FAILED')];
          }
          const operation = getOperationAST(document, payload.operationName);
          if (operation && operation.operation !== 'subscription') {
            return [
              new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP', {
                extensions: { code: 'BAD_REQUEST' },
              }),
            ];
          }
          const errors = validate(this.schema, document, rules);
          if (errors.length > 0) return errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
          return {
            schema: this.schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue: createContext(principal, this.app.repositories, this.app.contextServices, {
              events: this.app.events,
              cacheLoaders: false,
              currentPrincipal: () => this.current(ctx.extra.socket, session.token),
            }),
          };
        },
        onNext: (ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: format(result.errors, ctx.extra.request.id) } : undefined),
        onError: (ctx, _id, _payload, errors) => format(errors, ctx.extra.request.id),
      },
      this.config.keepAliveMs,
    );
  }

  /**
   * Tells every socket the server is stopping (1001), before the HTTP server waits for its connections to end: a
   * client that does not answer the close frame is dropped after CLOSE_ANSWER_MS, not after ws's 30 s.
   */
  goingAway(): void {
    const clients = this.app.websocketServer.clients;
    for (const socket of clients) socket.close(CLOSE.goingAway, CLOSE_REASONS.goingAway);
    if (clients.size === 0) return;
    setTimeout(() => {
      for (const socket of clients) socket.terminate();
    }, CLOSE_ANSWER_MS).unref();
  }

  /** Subscriptions held by the open sockets (metrics). */
  subscriptionCount(): number {
    let count = 0;
    for (const session of this.sessions.values()) count += Object.keys(session.context.subscriptions).length;
    return count;
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const session of this.sessions.values()) clearTimeout(session.expiry);
  }

  private async connect(ctx: LiveContext): Promise<boolean> {
    const socket = ctx.extra.socket;
    const token = ctx.connectionParams?.accessToken;
    if (typeof token !== 'string' || token === '') return this.refuse(ctx, CLOSE_REASONS.missingToken);
    const principal = await this.app.principalFromToken(token);
    // Closed while the account was read: onClose has run already, so no session may start now.
    if (socket.readyState !== socket.OPEN) return false;
    const exp = principal?.apiKey ? null : principal ? this.app.jwt.access.decode<{ exp?: number }>(unquoteToken(token))?.exp : undefined;
    if (!principal || exp === undefined) return this.refuse(ctx, CLOSE_REASONS.invalidToken);
    // Timers hold at most 2^31 - 1 ms; access tokens live minutes.
    const left = exp === null ? 0 : Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1);
    const expiry = exp === null ? undefined : setTimeout(() => socket.close(CLOSE.forbidden, CLOSE_REASONS.tokenExpired), Math.max(0, left)).unref();
    this.sessions.set(socket, { principal, token: unquoteToken(token), context: ctx, expiry, idleSince: Date.now() });
    this.presence.connected(principal.accountId);
    ctx.extra.request.log.debug({ accountId: principal.accountId }, 'live socket signed in');
    return true;
  }

  /**
   * The socket's caller now. A token that no longer names an active account (deactivated, expired) closes the
   * socket as connection_init would have refused it: the client refreshes its token, or signs out when it cannot.
   */
  private current(socket: WebSocket, token: string): Principal | null | Promise<Principal | null> {
    const refuseIfGone = (principal: Principal | null) => {
      if (!principal && socket.readyState === socket.OPEN) socket.close(CLOSE.forbidden, CLOSE_REASONS.invalidToken);
      return principal;
    };
    const principal = this.app.currentPrincipal(token);
    return principal instanceof Promise ? principal.then(refuseIfGone) : refuseIfGone(principal);
  }

  /** Logged through the handshake request's logger, as every line of a socket is: they carry its request id. */
  private refuse(ctx: LiveContext, reason: string): false {
    ctx.extra.request.log.debug({ reason }, 'live socket refused');
    ctx.extra.socket.close(CLOSE.forbidden, reason);
    return false;
  }

  private disconnect(ctx: LiveContext, code?: number, reason?: string): void {
    ctx.extra.request.log.debug({ code, reason }, 'live socket closed');
    const session = this.sessions.get(ctx.extra.socket);
    if (!session) return;
    clearTimeout(session.expiry);
    this.sessions.delete(ctx.extra.socket);
    this.presence.disconnected(session.principal.accountId);
  }

  private sweep(): void {
    this.closeIdle();
    this.closeEnded();
  }

  /**
   * Closes the sockets whose session has ended (4403: graphql-ws asks for a fresh token, whose refresh is then
   * refused), within a second: the check rides the cached credentials (server/auth/principals.ts).
   */
  private closeEnded(): void {
    for (const [socket, session] of this.sessions) {
      this.app.principalFromToken(session.token).then(
        (principal) => {
          if (!principal && this.sessions.has(socket)) socket.close(CLOSE.forbidden, CLOSE_REASONS.sessionEnded);
        },
        (err: unknown) => session.context.extra.request.log.error({ err }, 'checking a live socket\'s session failed'),
      );
    }
  }

  private closeIdle(): void {
    const now = Date.now();
    for (const [socket, session] of this.sessions) {
      if (Object.keys(session.context.subscriptions).length > 0) session.idleSince = null;
      else if (session.idleSince === null) session.idleSince = now;
      else if (now - session.idleSince >= this.config.idleTimeoutMs) socket.close(CLOSE.idle, CLOSE_REASONS.idle);
    }
  }
}
