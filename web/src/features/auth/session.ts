import type { SessionFieldsFragment } from '../../__generated__/graphql';
import { ability, homePath } from '../../lib/ability';
import type { Session } from '../../lib/auth/session-types';
import { toUserData } from '../../lib/auth/session-user';
import { mustEnrol, TWO_STEP_ENROLMENT_PATH } from '../../lib/auth/two-step';
import { safeReturnTo } from '../../lib/routing/login-path';

/** The GraphQL payload as the client stores it (ids as strings, no __typename noise in userData). */
export function toSession(payload: SessionFieldsFragment): Session {
  return {
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    userData: toUserData(payload.userData),
  };
}

/**
 * Where a fresh sign-in lands: enrolling in two-step sign-in when the account's role requires it first, else the
 * page asked for, else the account's home (read after the session is stored: the ability is the new one).
 */
export function landingPath(session: Session, returnTo: string | null): string {
  if (mustEnrol(session.userData)) return TWO_STEP_ENROLMENT_PATH;
  return safeReturnTo(returnTo) ?? homePath(ability);
}
