import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const DatatablesPage = lazyPage(() => import('./pages/datatables-page'));
const BasicTablesPage = lazyPage(() => import('./pages/basic-tables-page'));

/** The routes' data preloads: a small chunk of their own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');

/** Routes of the datatables feature (spec section 2): the full table and the "Tables" demo group's simple gallery. */
export const routes: AppRoute[] = [
  { path: '/datatables', element: DatatablesPage, meta: { titleKey: 'datatables:pages.datatables.title', action: 'read', subject: 'Employee' }, preload: (target) => void data().then((m) => m.preloadEmployees(target)) },
  { path: '/tables', element: BasicTablesPage, meta: { titleKey: 'datatables:pages.tables.title', action: 'read', subject: 'Employee' } },
];
