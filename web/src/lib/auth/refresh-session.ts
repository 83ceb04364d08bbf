import { graphql } from '../../__generated__/gql.js';
import type { RefreshSessionMutation } from '../../__generated__/graphql.js';
import { persistedHash } from '../apollo/persisted-documents-link.js';
import type { Session } from './session-types.js';
import { toUserData } from './session-user.js';

/**
 * The refreshToken mutation, sent with a plain fetch rather than through Apollo (the refresh must not pass
 * through the auth link it serves: it would queue behind itself), by its trusted-document hash as Apollo sends
 * a mutation (persisted-documents-link.ts).
 */
const RefreshSession = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      userData {
        ...SessionUser
      }
    }
  }
`);

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { reason?: unknown } }[];
}

/** The refresh was refused because the session is over: ended on another device, by a password change, or reused. */
export class SessionEndedError extends Error {
  constructor() {
    super('The session was ended');
    this.name = 'SessionEndedError';
  }
}

export async function refreshSession(graphqlUrl: string, refreshToken: string): Promise<Session> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'RefreshSession',
      variables: { refreshToken },
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedHash(RefreshSession) } },
    }),
  });
  const body = (await response.json()) as GraphQLResponse<RefreshSessionMutation>;
  const payload = body.data?.refreshToken;
  if (!payload) {
    if (body.errors?.[0]?.extensions?.reason === 'SESSION_ENDED') throw new SessionEndedError();
    throw new Error(body.errors?.[0]?.message ?? `Refresh failed with HTTP ${response.status}`);
  }
  return {
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    userData: toUserData(payload.userData),
  };
}
