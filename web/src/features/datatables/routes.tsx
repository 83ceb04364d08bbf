import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const DatatablesPage = lazyWithPreload(() => import('./pages/datatables-page'), 'default');
const BasicTablesPage = lazyWithPreload(() => import('./pages/basic-tables-page'), 'default');

/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the datatables feature (spec section 2): the full table and the "Tables" demo group's simple gallery. */
export const routes: AppRoute[] = [
  { path: '/datatables', element: DatatablesPage, meta: { titleKey: 'datatables:pages.datatables.title', action: 'read', subject: 'Employee' }, preload: (target) => void data().then((m) => m.preloadEmployees(target)) },
  { path: '/tables', element: BasicTablesPage, meta: { titleKey: 'datatables:pages.tables.title', action: 'read', subject: 'Employee' } },
];
