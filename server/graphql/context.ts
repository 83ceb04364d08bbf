import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { type Action, type Subject } from '../access/abilities.js';
import type { RoleAbilities } from '../access/role-abilities.js';
import type { EventBus } from '../events/bus.js';
import { authorize, signedIn, type Principal } from '../access/caller.js';
import type { ClientInfo } from '../http/client.js';
import type { Repositories } from '../common/repositories.js';

/** What every resolver receives (codegen `contextType`). */
export interface GraphQLContext extends ContextServices {
  principal: Principal | null;
  repositories: Repositories;
  /** The event bus subscriptions read from; null over HTTP, where subscriptions are refused. */
  events: EventBus | null;
  /** Where the request came from (sign-in throttle, sessions); null over the WebSocket, where nobody signs in. */
  client: ClientInfo | null;
  /** The same CASL check as REST; throws UNAUTHENTICATED / FORBIDDEN. */
  authorize(action: Action, subject: Subject): Principal;
  /** Any signed-in caller, whatever its abilities (its own password and sessions); throws UNAUTHENTICATED. */
  signedIn(): Principal;
  /**
   * The caller as it is now: over HTTP the request's; on a socket, read again (kept) for every event, so a
   * subscription follows a changed role or grant and ends for a deactivated account (server/graphql/live-field.ts).
   */
  currentPrincipal(): Principal | null | Promise<Principal | null>;
  /**
   * A DataLoader per name, created on first use and living for this request only, so relation
   * fields (chat contacts, invoice clients, task assignees …) are batched without a shared registry.
   */
  loader<K, V>(name: string, batch: (keys: readonly K[]) => readonly (V | Error)[] | Promise<readonly (V | Error)[]>): DataLoader<K, V>;
}

/** The client of an HTTP operation (sign-in, password change); the socket runs no mutation, so never asks. */
export function httpClient(ctx: GraphQLContext): ClientInfo {
  if (!ctx.client) throw new GraphQLError('Only over HTTP', { extensions: { code: 'BAD_REQUEST' } });
  return ctx.client;
}

/**
 * The services resolvers reach beside the repositories (the app decorates each; it is passed as they are): an
 * open interface, each domain adding its own by declaration merging
 * (`declare module '../graphql/context.js' { interface ContextServices { authService: AuthService } }`).
 */
export interface ContextServices {
  roleAbilities: RoleAbilities;
}

export interface ContextOptions {
  /** Set for a WebSocket operation (server/plugins/app/live-sockets.ts). */
  events?: EventBus;
  /**
   * False for subscriptions: their context lives as long as the subscription, so loaders batch within one
   * event but must not serve a record cached at an earlier event.
   */
  cacheLoaders?: boolean;
  /** The HTTP request's client (server/http/client.ts). */
  client?: ClientInfo;
  /** The caller as it is now (a socket's token read again); by default the principal the context was made with. */
  currentPrincipal?: () => Principal | null | Promise<Principal | null>;
}

export function createContext(
  principal: Principal | null,
  repositories: Repositories,
  services: ContextServices,
  { events, cacheLoaders = true, client, currentPrincipal = () => principal }: ContextOptions = {},
): GraphQLContext {
  const loaders = new Map<string, DataLoader<unknown, unknown>>();
  return {
    ...services,
    principal,
    repositories,
    events: events ?? null,
    client: client ?? null,
    authorize: (action, subject) => authorize(principal, action, subject),
    signedIn: () => signedIn(principal),
    currentPrincipal,
    loader<K, V>(name: string, batch: (keys: readonly K[]) => readonly (V | Error)[] | Promise<readonly (V | Error)[]>) {
      let loader = loaders.get(name) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = new DataLoader<K, V>(async (keys) => batch(keys), { cache: cacheLoaders });
        loaders.set(name, loader as DataLoader<unknown, unknown>);
      }
      return loader;
    },
  };
}
