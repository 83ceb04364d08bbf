import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const RolesPage = lazyWithPreload(() => import('./pages/roles-page'), 'default');
const PermissionsPage = lazyWithPreload(() => import('./pages/permissions-page'), 'default');
const AccountsPage = lazyWithPreload(() => import('./pages/accounts-page'), 'default');

/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the roles-permissions feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/roles', element: RolesPage, meta: { titleKey: 'roles-permissions:pages.roles.title', action: 'read', subject: 'Permission' }, preload: (target) => void data().then((m) => m.preloadRoles(target)) },
  { path: '/apps/permissions', element: PermissionsPage, meta: { titleKey: 'roles-permissions:pages.permissions.title', action: 'read', subject: 'Permission' }, preload: (target) => void data().then((m) => m.preloadPermissions(target)) },
  { path: '/apps/accounts', element: AccountsPage, meta: { titleKey: 'roles-permissions:pages.accounts.title', action: 'read', subject: 'Account' }, preload: (target) => void data().then((m) => m.preloadAccounts(target)) },
];
