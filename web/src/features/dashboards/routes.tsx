import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const DashboardsPage = lazy(() => import('./pages/dashboards-page'));

/** Routes of the dashboards feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/', element: DashboardsPage, meta: { titleKey: 'dashboards:pages.ecommerce.title', action: 'read', subject: 'Analytics' } },
  { path: '/dashboard/analytics', element: DashboardsPage, meta: { titleKey: 'dashboards:pages.analytics.title', action: 'read', subject: 'Analytics' } },
];
