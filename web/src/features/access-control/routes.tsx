import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const AccessControlPage = lazyWithPreload(() => import('./pages/access-control-page'), 'default');

/** /access-control: the client role's home page (read ACL). */
export const routes: AppRoute[] = [
  { path: '/access-control', element: AccessControlPage, meta: { titleKey: 'access-control:title', action: 'read', subject: 'ACL' } },
];
