import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { UserChangedSubscription as UserChanged } from '../../../__generated__/graphql.js';
import { applyRecordChange, type RemoteChange } from '../../../lib/live/remote-change.js';
import { addUserToCache, removeUserFromCache } from '../api/users-cache.js';

export const UserChangedSubscription = graphql(`
  subscription UserChanged {
    userChanged {
      change
      user {
        ...UserFields
      }
      actor {
        ...LiveActorFields
      }
    }
  }
`);

/** A listed user added or deleted elsewhere: the open page, its total and the status counters follow. */
export function applyUserChanged({ userChanged }: UserChanged, cache: ApolloCache): RemoteChange[] {
  const { user } = userChanged;
  return applyRecordChange(cache, 'User', userChanged, user, {
    created: () => addUserToCache(cache, user),
    deleted: () => removeUserFromCache(cache, user, user.id),
    // Listed users are only added or deleted (schema/live.graphql).
    updated: () => undefined,
  });
}
