import type { TokenStore } from './session-types.js';

/**
 * The logout mutation, sent with a plain fetch like the refresh (refresh-session.ts): it must not go through
 * the auth link, whose answer to an expired token would be a refresh of the session being ended.
 */
const LOGOUT = /* GraphQL */ `
  mutation Logout($refreshToken: String) {
    logout(refreshToken: $refreshToken) {
      endedSessionIds
    }
  }
`;

/**
 * Ends this device's session on the server (its tokens stop working everywhere), before the client forgets
 * them. Best effort: the person is signed out here whatever the network says.
 */
export async function endSession(graphqlUrl: string, store: Pick<TokenStore, 'accessToken' | 'refreshToken'>): Promise<void> {
  const accessToken = store.accessToken();
  const refreshToken = store.refreshToken();
  if (!accessToken && !refreshToken) return;
  try {
    await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(accessToken && { authorization: `Bearer ${accessToken}` }) },
      body: JSON.stringify({ operationName: 'Logout', query: LOGOUT, variables: { refreshToken } }),
    });
  } catch {
    // Offline: the tokens expire on their own; nothing else to do here.
  }
}
