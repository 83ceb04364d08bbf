import { CombinedGraphQLErrors } from '@apollo/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { SessionFieldsFragment } from '../../__generated__/graphql';
import { ability, homePath } from '../../lib/ability';
import type { Session } from '../../lib/auth/session-types';
import { toUserData } from '../../lib/auth/session-user';
import { mustEnrol, mustVerify, TWO_STEP_ENROLMENT_PATH, VERIFY_EMAIL_PAGE } from '../../lib/auth/two-step';
import { useAuth } from '../../lib/auth/use-auth';
import { changeLanguage, chosenLanguage, i18n } from '../../lib/i18n';
import { safeReturnTo } from '../../lib/routing/login-path';
import { toast } from '../../lib/toaster';

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
  if (mustVerify(session.userData)) return VERIFY_EMAIL_PAGE;
  if (mustEnrol(session.userData)) return TWO_STEP_ENROLMENT_PATH;
  return safeReturnTo(returnTo) ?? homePath(ability);
}

/**
 * The end of a sign-in with the password or its second step: stores the session, greets, and lands. A device on
 * which nobody chose a language takes the account's (the one the switcher stored on another device); a choice
 * made on this device stays.
 */
export function useFinishSignIn(): (payload: SessionFieldsFragment) => void {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (payload) => {
    const session = toSession(payload);
    if (chosenLanguage() === null && payload.userData.language !== i18n.language) void changeLanguage(payload.userData.language);
    signIn(session);
    toast.success(t('login.welcome', { name: session.userData.fullName || session.userData.username }));
    navigate(landingPath(session, params.get('returnTo')), { replace: true });
  };
}

/** The server's refusal of a sign-in step: its code and extensions (schema/auth.graphql, schema/two-step.graphql). */
export function refusalOf(error: unknown): { code: unknown; extensions: Record<string, unknown> } {
  const extensions = CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions ?? {}) : {};
  return { code: extensions.code, extensions };
}

/** What both sign-in steps say alike: too many failures (with the wait), a deactivated account; null for the rest. */
export function sharedRefusal({ code, extensions }: ReturnType<typeof refusalOf>, t: TFunction<'auth'>): string | null {
  if (code === 'TOO_MANY_REQUESTS') return t('login.throttled', { minutes: Math.max(1, Math.ceil(Number(extensions.retryAfter) / 60)) });
  // FORBIDDEN is the right password of a deactivated account.
  if (code === 'FORBIDDEN') return t('login.deactivated');
  return null;
}
