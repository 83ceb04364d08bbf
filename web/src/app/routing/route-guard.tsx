import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ability, homePath } from '../../lib/ability';
import { useAuth } from '../../lib/auth/use-auth';
import type { RouteMeta } from './types';

export const LOGIN_PATH = '/login';

/**
 * `/login?returnTo=/apps/email` — where the login page sends the user back to; `session=ended` makes it say
 * that the session was ended elsewhere.
 */
export function loginPathFor(returnTo: string, sessionEnded = false): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== '/') params.set('returnTo', returnTo);
  if (sessionEnded) params.set('session', 'ended');
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/** Only same-app paths are followed after login, never another origin. */
export function safeReturnTo(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * ACL per route: anonymous visitors of a private route go to login (and come back after it);
 * signed-in users without the route's ability go to /misc/not-authorized, except at `/`, where
 * they are sent to their own home page; guest-only pages send signed-in users to the page they asked for
 * (`returnTo`), else home: where the login page's own navigation is going, which this one may overtake.
 */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { isLoggedIn } = useAuth();
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
  if (ability.cannot(meta.action, meta.subject)) {
    return <Navigate to={location.pathname === '/' ? homePath(ability) : '/misc/not-authorized'} replace />;
  }
  return <>{children}</>;
}
