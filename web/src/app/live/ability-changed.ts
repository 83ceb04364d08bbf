import { graphql } from '../../__generated__/gql.js';
import type { AbilityChangedSubscription as AbilityChanged } from '../../__generated__/graphql.js';
import { sessionStore } from '../../lib/auth/session-store.js';
import { toUserData } from '../../lib/auth/session-user.js';

export const AbilityChangedSubscription = graphql(`
  subscription AbilityChanged {
    abilityChanged {
      ...SessionUser
    }
  }
`);

/**
 * What this account may do changed (its role, or a permission of its role): the stored `userData`
 * follows, and with it the CASL ability (lib/auth/use-auth.tsx), so the menu, the buttons and the route guard
 * update on the open page without a reload or a new sign-in. The cache needs nothing: the server refuses what
 * is no longer allowed, and what became allowed is read when shown.
 */
export function applyAbilityChanged({ abilityChanged }: AbilityChanged): void {
  sessionStore.updateUserData(toUserData(abilityChanged));
}
