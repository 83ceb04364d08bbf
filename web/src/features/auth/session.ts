import type { SessionFieldsFragment } from '../../__generated__/graphql';
import type { Session } from '../../lib/auth/session-types';

/** The GraphQL payload as the client stores it (ids as strings, no __typename noise in userData). */
export function toSession(payload: SessionFieldsFragment): Session {
  const { userData } = payload;
  return {
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    userData: {
      id: String(userData.id),
      fullName: userData.fullName,
      username: userData.username,
      avatar: userData.avatar ?? null,
      email: userData.email,
      role: userData.role,
      ability: userData.ability.map(({ action, subject }) => ({ action, subject })),
      extras: { eCommerceCartItemsCount: userData.extras.eCommerceCartItemsCount },
    },
  };
}
