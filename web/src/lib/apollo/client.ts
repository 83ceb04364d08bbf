import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { refreshSession } from '../auth/refresh-session';
import { sessionStore } from '../auth/session-store';
import { TokenRefresher } from '../auth/token-refresher';
import { createAuthLink } from './auth-link';
import { createCache } from './cache';
import { createPersistedDocumentsLink } from './persisted-documents-link';

export const GRAPHQL_URL = '/graphql';

/** Listeners told when a refresh fails and the session ends (the router sends the user to login). */
const expiredListeners = new Set<() => void>();
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const tokenRefresher = new TokenRefresher({
  store: sessionStore,
  refresh: (refreshToken) => refreshSession(GRAPHQL_URL, refreshToken),
  onExpired: () => {
    for (const listener of expiredListeners) listener();
  },
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([createAuthLink(sessionStore, tokenRefresher), createPersistedDocumentsLink(), new HttpLink({ uri: GRAPHQL_URL })]),
  cache: createCache(),
});
