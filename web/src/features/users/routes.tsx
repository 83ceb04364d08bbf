import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const UsersPage = lazy(() => import('./pages/users-page'));

/** Routes of the users feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/user/list', element: UsersPage, meta: { titleKey: 'users:pages.list.title', action: 'read', subject: 'User' } },
  { path: '/apps/user/view', element: UsersPage, meta: { titleKey: 'users:pages.view.title', action: 'read', subject: 'User' } },
  { path: '/apps/user/view/:id', element: UsersPage, meta: { titleKey: 'users:pages.viewId.title', action: 'read', subject: 'User' } },
];
