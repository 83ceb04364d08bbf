import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { PermissionChangedSubscription as PermissionChanged } from '../../../__generated__/graphql.js';
import { applyRecordChange, type RemoteChange } from '../../../lib/live/remote-change.js';
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
  const { permission } = permissionChanged;
  return applyRecordChange(cache, 'Permission', permissionChanged, permission, {
    created: () => addPermissionToCache(cache, permission),
    deleted: () => removePermissionFromCache(cache, permission),
    updated: () => cache.writeFragment({ fragment: PermissionFields, data: permission }),
  });
}
