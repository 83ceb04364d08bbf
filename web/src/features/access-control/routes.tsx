import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const AccessControlPage = lazy(() => import('./pages/access-control-page'));

/** /access-control: the client role's home page (read ACL). */
export const routes: AppRoute[] = [
  { path: '/access-control', element: AccessControlPage, meta: { titleKey: 'access-control:title', action: 'read', subject: 'ACL' } },
];
