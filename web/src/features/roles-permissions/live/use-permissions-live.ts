import { graphql } from '../../../__generated__/gql';
import { reportRemoteChange } from '../../../lib/live/remote-changes';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import { PermissionFields } from '../api/permission-fields';
import { addPermissionToCache, removePermissionFromCache } from '../api/permissions-cache';

export const PermissionChangedSubscription = graphql(`
  subscription PermissionChanged {
    permissionChanged {
      change
      permission {
        ...PermissionFields
      }
      actor {
        ...LiveActorFields
      }
    }
  }
`);

/**
 * Permissions added, renamed or deleted elsewhere (GraphQL or REST): the open table and the role cards
 * follow by the same cache rules as this session's own changes, each applied once.
 */
export function usePermissionsLive(): void {
  useLiveSubscription(PermissionChangedSubscription, ({ permissionChanged }, cache) => {
    const { change, permission, actor } = permissionChanged;
    if (change === 'CREATED') addPermissionToCache(cache, permission);
    else if (change === 'DELETED') removePermissionFromCache(cache, permission);
    else cache.writeFragment({ fragment: PermissionFields, data: permission });
    reportRemoteChange({ typename: 'Permission', id: permission.id, change, actor: actor ?? null });
  });
}
