import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const RolesPermissionsPage = lazy(() => import('./pages/roles-permissions-page'));

/** Routes of the roles-permissions feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/roles', element: RolesPermissionsPage, meta: { titleKey: 'roles-permissions:pages.roles.title', action: 'read', subject: 'Permission' } },
  { path: '/apps/permissions', element: RolesPermissionsPage, meta: { titleKey: 'roles-permissions:pages.permissions.title', action: 'read', subject: 'Permission' } },
];
