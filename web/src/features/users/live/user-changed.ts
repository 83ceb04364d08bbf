import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';
import type { UserChangedSubscription as UserChanged } from '../../../__generated__/graphql';
import { applyRecordChange, type RemoteChange } from '../../../lib/live/remote-change';
import { addUserToCache, removeUserFromCache } from '../api/users-cache';

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
  return applyRecordChange('User', userChanged, user, {
    created: () => addUserToCache(cache, user),
    deleted: () => removeUserFromCache(cache, user, user.id),
    // Listed users are only added or deleted (schema/live.graphql).
    updated: () => undefined,
  });
}
