import type { SessionFieldsFragment } from '../../__generated__/graphql';
import type { Session } from '../../lib/auth/session-types';
import { toUserData } from '../../lib/auth/session-user';

/** The GraphQL payload as the client stores it (ids as strings, no __typename noise in userData). */
export function toSession(payload: SessionFieldsFragment): Session {
  return {
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    userData: toUserData(payload.userData),
  };
}
