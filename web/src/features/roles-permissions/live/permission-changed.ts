import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { PermissionChangedSubscription as PermissionChanged } from '../../../__generated__/graphql.js';
import type { RemoteChange } from '../../../lib/live/remote-change.js';
import { PermissionFields } from '../api/permission-fields.js';
import { addPermissionToCache, removePermissionFromCache } from '../api/permissions-cache.js';

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
 * A permission added, renamed or deleted elsewhere (GraphQL or REST): the open table and the role cards
 * follow by the same cache rules as this session's own changes, each applied once.
 */
export function applyPermissionChanged({ permissionChanged }: PermissionChanged, cache: ApolloCache): RemoteChange[] {
  const { change, permission, actor } = permissionChanged;
  if (change === 'CREATED') addPermissionToCache(cache, permission);
  else if (change === 'DELETED') removePermissionFromCache(cache, permission);
  else cache.writeFragment({ fragment: PermissionFields, data: permission });
  return [{ typename: 'Permission', id: permission.id, change, actor: actor ?? null }];
}
