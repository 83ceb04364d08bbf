import { InMemoryCache } from '@apollo/client';

/**
 * The normalized cache. `possibleTypes` lists the schema's unions so fragments on them match;
 * feature engineers add their `typePolicies` (pagination merges, keyFields) here.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: {
      RegisterResult: ['AuthPayload', 'RegistrationError'],
      SearchItem: ['SearchPage', 'SearchFile', 'SearchContact'],
    },
    typePolicies: {
      Query: {
        fields: {
          // The bookmark list is replaced wholesale by reads and by the toggle's cache.modify.
          bookmarks: { merge: false },
        },
      },
    },
  });
}
