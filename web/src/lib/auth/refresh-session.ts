import type { RefreshSessionMutation } from '../../__generated__/graphql.js';
import type { Session } from './session-types.js';

/**
 * The refreshToken mutation, sent with a plain fetch rather than through Apollo: the refresh must
 * not pass through the auth link it serves (it would queue behind itself).
 */
const REFRESH_SESSION = /* GraphQL */ `
  mutation RefreshSession($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      userData {
        id
        fullName
        username
        avatar
        email
        role
        ability {
          action
          subject
        }
        extras {
          eCommerceCartItemsCount
        }
      }
    }
  }
`;

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
    body: JSON.stringify({ operationName: 'RefreshSession', query: REFRESH_SESSION, variables: { refreshToken } }),
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
    userData: { ...payload.userData, id: String(payload.userData.id), ability: payload.userData.ability.map((r) => ({ ...r })) },
  };
}
