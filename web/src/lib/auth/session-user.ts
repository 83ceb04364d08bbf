import { graphql } from '../../__generated__/gql.js';
import type { SessionUserFragment } from '../../__generated__/graphql.js';
import type { UserData } from './session-types.js';

/**
 * The signed-in account's fields the client keeps as `userData`: one selection for signing in, refreshing the
 * session and `abilityChanged`, so a field added to the session reaches all three.
 */
export const SessionUser = graphql(`
  fragment SessionUser on AuthUser {
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
    twoStepEnabled
    twoStepEnrollmentRequired
    emailVerified
    emailVerificationRequired
    language
  }
`);

/** The account as local storage keeps it: ids as strings, no `__typename`. */
export function toUserData(user: SessionUserFragment): UserData {
  return {
    id: String(user.id),
    fullName: user.fullName,
    username: user.username,
    avatar: user.avatar ?? null,
    email: user.email,
    role: user.role,
    ability: user.ability.map(({ action, subject }) => ({ action, subject })),
    extras: { eCommerceCartItemsCount: user.extras.eCommerceCartItemsCount },
    twoStepEnabled: user.twoStepEnabled,
    twoStepEnrollmentRequired: user.twoStepEnrollmentRequired,
    emailVerified: user.emailVerified,
    emailVerificationRequired: user.emailVerificationRequired,
  };
}
