import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const RolesPage = lazyPage(() => import('./pages/roles-page'));
const PermissionsPage = lazyPage(() => import('./pages/permissions-page'));

/** Routes of the roles-permissions feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/roles', element: RolesPage, meta: { titleKey: 'roles-permissions:pages.roles.title', action: 'read', subject: 'Permission' } },
  { path: '/apps/permissions', element: PermissionsPage, meta: { titleKey: 'roles-permissions:pages.permissions.title', action: 'read', subject: 'Permission' } },
];
