import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute, RouteMeta } from '../../app/routing/types';

const ComingSoonPage = lazyPage(() => import('./pages/coming-soon-page'));
const NotAuthorizedPage = lazyPage(() => import('./pages/not-authorized-page'));
const MaintenancePage = lazyPage(() => import('./pages/maintenance-page'));
const ErrorPage = lazyPage(() => import('./pages/error-page'));

/** The router's error element (a page that throws). */
export const RouteErrorPage = lazyPage(() => import('./pages/route-error-page'));

const meta = (key: string): RouteMeta => ({ titleKey: `misc:${key}.title`, action: 'read', subject: 'Auth', layout: 'blank', access: 'public' });

/** Misc pages are open to everyone, without the shell; `*` sends unknown paths to the error page. */
export const routes: AppRoute[] = [
  { path: '/misc/coming-soon', element: ComingSoonPage, meta: meta('comingSoon') },
  { path: '/misc/not-authorized', element: NotAuthorizedPage, meta: meta('notAuthorized') },
  { path: '/misc/maintenance', element: MaintenancePage, meta: meta('maintenance') },
  { path: '/misc/error', element: ErrorPage, meta: meta('error') },
  { path: '*', element: ErrorPage, meta: meta('error') },
];
