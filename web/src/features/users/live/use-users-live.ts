import { graphql } from '../../../__generated__/gql';
import { reportRemoteChange } from '../../../lib/live/remote-changes';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
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

/** Listed users added or deleted elsewhere: the open page, its total and the status counters follow. */
export function useUsersLive(): void {
  useLiveSubscription(UserChangedSubscription, ({ userChanged }, cache) => {
    const { change, user, actor } = userChanged;
    if (change === 'CREATED') addUserToCache(cache, user);
    else if (change === 'DELETED') removeUserFromCache(cache, user, user.id);
    reportRemoteChange({ typename: 'User', id: user.id, change, actor: actor ?? null });
  });
}
