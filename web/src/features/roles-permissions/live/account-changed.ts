import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { AccountChangedSubscription as AccountChanged } from '../../../__generated__/graphql.js';
import { addAccountToCache, placeAccountInLists, writeRoleCounts } from '../api/accounts-cache.js';

export const AccountChangedSubscription = graphql(`
  subscription AccountChanged {
    accountChanged {
      change
      account {
        ...AccountFields
      }
      previous {
        role
        active
      }
      roleCounts {
        role
        count
      }
    }
  }
`);

/**
 * An account created or changed anywhere (its role, its activity, an accepted invitation, a sign-in): the open
 * accounts list and the role cards' counts follow by the same cache rules as this session's own changes.
 */
export function applyAccountChanged({ accountChanged }: AccountChanged, cache: ApolloCache): void {
  const { account, change, previous, roleCounts } = accountChanged;
  if (change === 'CREATED') addAccountToCache(cache, account);
  else placeAccountInLists(cache, account, previous ?? null);
  writeRoleCounts(cache, roleCounts);
}
