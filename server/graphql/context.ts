import DataLoader from 'dataloader';
import { authorize, type Action, type Principal, type Subject } from '../auth/abilities.js';
import type { AuthService } from '../auth/service.js';
import type { Repositories } from '../repositories.js';

/** What every resolver receives (codegen `contextType`). */
export interface GraphQLContext {
  principal: Principal | null;
  repositories: Repositories;
  authService: AuthService;
  /** The same CASL check as REST; throws UNAUTHENTICATED / FORBIDDEN. */
  authorize(action: Action, subject: Subject): Principal;
  /**
   * A DataLoader per name, created on first use and living for this request only, so relation
   * fields (chat contacts, invoice clients, task assignees …) are batched without a shared registry.
   */
  loader<K, V>(name: string, batch: (keys: readonly K[]) => readonly (V | Error)[]): DataLoader<K, V>;
}

export function createContext(
  principal: Principal | null,
  repositories: Repositories,
  authService: AuthService,
): GraphQLContext {
  const loaders = new Map<string, DataLoader<unknown, unknown>>();
  return {
    principal,
    repositories,
    authService,
    authorize: (action, subject) => authorize(principal, action, subject),
    loader<K, V>(name: string, batch: (keys: readonly K[]) => readonly (V | Error)[]) {
      let loader = loaders.get(name) as DataLoader<K, V> | undefined;
      if (!loader) {
        loader = new DataLoader<K, V>(async (keys) => batch(keys));
        loaders.set(name, loader as DataLoader<unknown, unknown>);
      }
      return loader;
    },
  };
}
