import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute, RouteMeta } from '../../lib/routing/types';

const ComingSoonPage = lazyWithPreload(() => import('./pages/coming-soon-page'), 'default');
const NotAuthorizedPage = lazyWithPreload(() => import('./pages/not-authorized-page'), 'default');
const MaintenancePage = lazyWithPreload(() => import('./pages/maintenance-page'), 'default');
const ErrorPage = lazyWithPreload(() => import('./pages/error-page'), 'default');

/** The router's error element (a page that throws). */
export const RouteErrorPage = lazyWithPreload(() => import('./pages/route-error-page'), 'default');

const meta = (key: string): RouteMeta => ({ titleKey: `misc:${key}.title`, action: 'read', subject: 'Auth', layout: 'blank', access: 'public' });

/** Misc pages are open to everyone, without the shell; `*` sends unknown paths to the error page. */
export const routes: AppRoute[] = [
  { path: '/misc/coming-soon', element: ComingSoonPage, meta: meta('comingSoon') },
  { path: '/misc/not-authorized', element: NotAuthorizedPage, meta: meta('notAuthorized') },
  { path: '/misc/maintenance', element: MaintenancePage, meta: meta('maintenance') },
  { path: '/misc/error', element: ErrorPage, meta: meta('error') },
  { path: '*', element: ErrorPage, meta: meta('error') },
];
