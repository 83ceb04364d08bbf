import type { ApolloCache, Reference } from '@apollo/client';
import type { PermissionFieldsFragment, PermissionsQueryVariables } from '../../../__generated__/graphql.js';
import { fieldArgs } from '../../../lib/apollo/field-args.js';
import { claimNewRow, releaseRow, removedByLiveEcho } from '../../../lib/apollo/list-claims.js';
import { withoutRow, type CachedPage } from '../../../lib/apollo/numbered-page.js';
import { PermissionFields } from './permission-fields.js';

type PermissionFieldsOfQuery = { permissions: CachedPage; allPermissions: readonly Reference[] };

const PER_PAGE = 10;

/** The server's rule (server/permissions/repository.ts): q in name or createdDate, and the assigned role. */
function matches(permission: PermissionFieldsFragment, args: PermissionsQueryVariables): boolean {
  const q = (args.q ?? '').toLowerCase();
  const text = q === '' || permission.name.toLowerCase().includes(q) || permission.createdDate.toLowerCase().includes(q);
  return text && (!args.assignedTo || permission.assignedTo.includes(args.assignedTo));
}

/**
 * After an add, without refetching: the list is newest first, so on every first page the new
 * permission matches it is written at the top (the page keeps its size) and the total grows; later
 * pages of those filters all shift by one row, so they are dropped and re-read when shown.
 * `allPermissions` (the role cards) gets it at its head too. Applied once, whether the mutation's answer
 * or the live event of the same add comes first.
 */
export function addPermissionToCache(cache: ApolloCache, permission: PermissionFieldsFragment): void {
  const id = cache.identify({ __typename: 'Permission', id: permission.id });
  if (!id || !claimNewRow(cache, 'Permission', permission.id)) return;
  cache.writeFragment({ id, fragment: PermissionFields, data: permission });
  cache.modify<PermissionFieldsOfQuery>({
    fields: {
      permissions(stored, { storeFieldName, toReference, DELETE }) {
        const existing = stored as CachedPage;
        const args = fieldArgs<PermissionsQueryVariables>(storeFieldName);
        if (!matches(permission, args)) return existing;
        const ref = toReference(id);
        if ((args.page ?? 1) !== 1 || !ref) return DELETE;
        return { ...existing, total: existing.total + 1, items: [ref, ...existing.items].slice(0, args.perPage ?? PER_PAGE) };
      },
      allPermissions(existing, { toReference }) {
        const ref = toReference(id);
        return ref ? [ref, ...existing] : existing;
      },
    },
  });
}

/**
 * After a delete (also in the optimistic layer, so an error rolls it back): pages holding it lose the
 * row and one from the total; other pages of a filter it matched may shift, so they are re-read when
 * shown; the rest stay. Then the permission itself is evicted (allPermissions drops the dangling ref).
 * A permission no longer in the cache was already removed (this session's delete and its live echo both
 * arrive here) or never read: nothing to do.
 */
export function removePermissionFromCache(cache: ApolloCache, permission: Pick<PermissionFieldsFragment, 'id'> & Partial<PermissionFieldsFragment>): void {
  const id = cache.identify({ __typename: 'Permission', id: permission.id });
  if (!id) return;
  const cached = cache.readFragment({ id, fragment: PermissionFields });
  if (!cached || removedByLiveEcho(cache, 'Permission', permission.id)) return;
  releaseRow(cache, 'Permission', permission.id);
  cache.modify<PermissionFieldsOfQuery>({
    fields: {
      permissions(stored, { storeFieldName, readField, DELETE }) {
        const existing = stored as CachedPage;
        const without = withoutRow(existing, permission.id, readField);
        if (without) return without;
        return matches(cached, fieldArgs<PermissionsQueryVariables>(storeFieldName)) ? DELETE : existing;
      },
    },
  });
  cache.evict({ id });
  cache.gc();
}
