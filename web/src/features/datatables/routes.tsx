import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const DatatablesPage = lazy(() => import('./pages/datatables-page'));

/** Routes of the datatables feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/datatables', element: DatatablesPage, meta: { titleKey: 'datatables:pages.datatables.title', action: 'read', subject: 'Employee' } },
];
