import type { ApolloCache, Reference } from '@apollo/client';

/**
 * Takes ended sessions out of the cached session list (ending one, ending the others, a password change), so
 * the list changes without a refetch; their records leave the cache too.
 */
export function removeSessions(cache: ApolloCache, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  cache.modify<{ accountSessions: readonly Reference[] }>({
    fields: {
      accountSessions: (list, { readField }) => list.filter((ref) => !gone.has(String(readField('id', ref)))),
    },
  });
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'AccountSession', id }) });
  cache.gc();
}
