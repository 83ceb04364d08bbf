import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ability, homePath } from '../../lib/ability';
import { mustEnrol, mustVerify, TWO_STEP_ENROLMENT_PAGE, TWO_STEP_ENROLMENT_PATH, VERIFY_EMAIL_PAGE } from '../../lib/auth/two-step';
import { useAuth } from '../../lib/auth/use-auth';
import { loginPathFor, safeReturnTo } from '../../lib/routing/login-path';
import type { RouteMeta } from '../../lib/routing/types';

/**
 * ACL per route: anonymous visitors of a private route go to login (and come back after it);
 * signed-in users without the route's ability go to /misc/not-authorized, except at `/`, where
 * they are sent to their own home page; guest-only pages send signed-in users to the page they asked for
 * (`returnTo`), else home: where the login page's own navigation is going, which this one may overtake. An account
 * whose role must enrol in two-step sign-in first is kept on Account settings until it has (the server allows it
 * nothing else meanwhile).
 */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { isLoggedIn, userData } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  const access = meta.access ?? 'private';

  useEffect(() => {
    document.title = `${t(meta.titleKey)} · ${t('app.name')}`;
  }, [meta.titleKey, t]);

  if (access === 'guest' && isLoggedIn) {
    return <Navigate to={safeReturnTo(new URLSearchParams(location.search).get('returnTo')) ?? homePath(ability)} replace />;
  }
  if (access !== 'private') return <>{children}</>;
  if (!isLoggedIn) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (mustVerify(userData)) return <Navigate to={VERIFY_EMAIL_PAGE} replace />;
  if (mustEnrol(userData) && location.pathname !== TWO_STEP_ENROLMENT_PAGE) {
    return <Navigate to={TWO_STEP_ENROLMENT_PATH} replace />;
  }
  if (ability.cannot(meta.action, meta.subject)) {
    return <Navigate to={location.pathname === '/' ? homePath(ability) : '/misc/not-authorized'} replace />;
  }
  return <>{children}</>;
}
