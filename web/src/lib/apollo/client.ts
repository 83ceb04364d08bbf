import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { refreshSession, SessionEndedError } from '../auth/refresh-session';
import { noteSessionEnded } from '../auth/session-end-notice';
import { sessionStore } from '../auth/session-store';
import { TokenRefresher } from '../auth/token-refresher';
import { createConnectionStatusStore } from '../live/connection-status';
import { createLiveClient } from '../live/live-client';
import { createAuditEventsLink } from '../audit/audit-events-link';
import { createAuthLink } from './auth-link';
import { createCache } from './cache';
import { createSplitLink } from './live-link';
import { createPersistedDocumentsLink } from './persisted-documents-link';
import { createReadsInFlightLink } from './reads-in-flight';
import { i18n } from '../i18n';

export const GRAPHQL_URL = '/graphql';

/** The WebSocket endpoint beside the HTTP one (same host and path, graphql-ws protocol). */
function liveUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_URL}`;
}

/** Why the session is over: `ended` elsewhere (another device, a password change) or `expired`. */
export type SessionEnd = 'ended' | 'expired';

/** Listeners told when a refresh fails and the session ends (the router sends the user to login). */
const expiredListeners = new Set<(end: SessionEnd) => void>();
export function onSessionExpired(listener: (end: SessionEnd) => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

export const tokenRefresher = new TokenRefresher({
  store: sessionStore,
  refresh: (refreshToken) => refreshSession(GRAPHQL_URL, refreshToken),
  onExpired: (error) => {
    const end: SessionEnd = error instanceof SessionEndedError ? 'ended' : 'expired';
    if (end === 'ended') noteSessionEnded();
    for (const listener of expiredListeners) listener(end);
  },
});

/** The live socket's state, shown in the shell (lib/live/use-connection-status.ts). */
export const connectionStatus = createConnectionStatusStore();

export const liveConnection = createLiveClient({
  url: liveUrl,
  store: sessionStore,
  refresher: tokenRefresher,
  status: connectionStatus,
  // Changes made while the socket was down were not delivered: the queries on screen read them once.
  onReconnected: () => void apolloClient.refetchQueries({ include: 'active' }),
});

// Queries and mutations go by their trusted-document hash (persisted-documents-link.ts); a mutation's result
// carries the audit events it recorded (lib/audit/audit-events-link.ts); a read a live change overtook reads
// again (reads-in-flight.ts).
const http = ApolloLink.from([
  createReadsInFlightLink(),
  createAuthLink(sessionStore, tokenRefresher),
  createPersistedDocumentsLink(),
  createAuditEventsLink(),
  // The interface language goes with every request: letters the server sends for it (a password reset) use it.
  new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, 'accept-language': i18n.language || 'ru' } }));
    return forward(operation);
  }),
  new HttpLink({ uri: GRAPHQL_URL }),
]);

/** The one normalized cache: the app adds the shell's and the features' type policies before the first query. */
export const cache = createCache();

export const apolloClient = new ApolloClient({
  link: createSplitLink(liveConnection.client, () => sessionStore.accessToken() !== null, http),
  cache,
});

// Another account signing in (here or in another tab) must not inherit this socket's subscriptions.
let socketAccount = sessionStore.userData()?.id ?? null;
sessionStore.subscribe(() => {
  const account = sessionStore.userData()?.id ?? null;
  if (account !== null && socketAccount !== null && account !== socketAccount) liveConnection.restart();
  socketAccount = account;
});
// The browser knows about the network before a socket does: drop it at once when offline, retry at once when back.
window.addEventListener('offline', () => liveConnection.restart());
window.addEventListener('online', () => liveConnection.retryNow());
