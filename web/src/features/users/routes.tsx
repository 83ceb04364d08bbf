import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const UserListPage = lazyWithPreload(() => import('./pages/user-list-page'), 'default');
const UserViewFirstPage = lazyWithPreload(() => import('./pages/user-view-first-page'), 'default');
const UserViewPage = lazyWithPreload(() => import('./pages/user-view-page'), 'default');

/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the users feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/user/list', element: UserListPage, meta: { titleKey: 'users:pages.list.title', action: 'read', subject: 'User' }, preload: (target) => void data().then((m) => m.preloadUsers(target)) },
  {
    path: '/apps/user/view',
    element: UserViewFirstPage,
    meta: { titleKey: 'users:pages.view.title', action: 'read', subject: 'User' },
    // The view this route forwards to loads beside the first user's read.
    preload: () => void UserViewPage.preload().catch(() => undefined),
    forward: () => data().then((m) => m.firstUserView()),
  },
  { path: '/apps/user/view/:id', element: UserViewPage, meta: { titleKey: 'users:pages.viewId.title', action: 'read', subject: 'User' }, preload: (target) => void data().then((m) => m.preloadUser(target)) },
];
