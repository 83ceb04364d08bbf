import DataLoader from 'dataloader';
import { authorize, type Action, type Principal, type Subject } from '../auth/abilities.js';
import type { AuthService } from '../auth/service.js';
import type { EventBus } from '../events/bus.js';
import type { Repositories } from '../repositories.js';

/** What every resolver receives (codegen `contextType`). */
export interface GraphQLContext {
  principal: Principal | null;
  repositories: Repositories;
  authService: AuthService;
  /** The event bus subscriptions read from; null over HTTP, where subscriptions are refused. */
  events: EventBus | null;
  /** The same CASL check as REST; throws UNAUTHENTICATED / FORBIDDEN. */
  authorize(action: Action, subject: Subject): Principal;
  /**
   * A DataLoader per name, created on first use and living for this request only, so relation
   * fields (chat contacts, invoice clients, task assignees …) are batched without a shared registry.
   */
  loader<K, V>(name: string, batch: (keys: readonly K[]) => readonly (V | Error)[] | Promise<readonly (V | Error)[]>): DataLoader<K, V>;
}

export interface ContextOptions {
  /** Set for a WebSocket operation (server/live/socket.ts). */
  events?: EventBus;
  /**
   * False for subscriptions: their context lives as long as the subscription, so loaders batch within one
   * event but must not serve a record cached at an earlier event.
   */
  cacheLoaders?: boolean;
}

export function createContext(
  principal: Principal | null,
  repositories: Repositories,
  authService: AuthService,
  { events, cacheLoaders = true }: ContextOptions = {},
): GraphQLContext {
  const loaders = new Map<string, DataLoader<unknown, unknown>>();
  return {
    principal,
    repositories,
    authService,
    events: events ?? null,
    authorize: (action, subject) => authorize(principal, action, subject),
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
