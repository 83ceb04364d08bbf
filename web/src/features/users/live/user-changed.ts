import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';
import type { UserChangedSubscription as UserChanged } from '../../../__generated__/graphql';
import type { RemoteChange } from '../../../lib/live/remote-change';
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
  const { change, user, actor } = userChanged;
  if (change === 'CREATED') addUserToCache(cache, user);
  else if (change === 'DELETED') removeUserFromCache(cache, user, user.id);
  return [{ typename: 'User', id: user.id, change, actor: actor ?? null }];
}
