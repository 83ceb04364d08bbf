import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const AccessControlPage = lazyPage(() => import('./pages/access-control-page'));

/** /access-control: the client role's home page (read ACL). */
export const routes: AppRoute[] = [
  { path: '/access-control', element: AccessControlPage, meta: { titleKey: 'access-control:title', action: 'read', subject: 'ACL' } },
];
