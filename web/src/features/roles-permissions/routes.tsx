import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const RolesPage = lazyPage(() => import('./pages/roles-page'));
const PermissionsPage = lazyPage(() => import('./pages/permissions-page'));
const AccountsPage = lazyPage(() => import('./pages/accounts-page'));

/** The routes' data preloads: a small chunk of their own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');

/** Routes of the roles-permissions feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/roles', element: RolesPage, meta: { titleKey: 'roles-permissions:pages.roles.title', action: 'read', subject: 'Permission' }, preload: (target) => void data().then((m) => m.preloadRoles(target)) },
  { path: '/apps/permissions', element: PermissionsPage, meta: { titleKey: 'roles-permissions:pages.permissions.title', action: 'read', subject: 'Permission' }, preload: (target) => void data().then((m) => m.preloadPermissions(target)) },
  { path: '/apps/accounts', element: AccountsPage, meta: { titleKey: 'roles-permissions:pages.accounts.title', action: 'read', subject: 'Account' }, preload: (target) => void data().then((m) => m.preloadAccounts(target)) },
];
