import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const EcommerceDashboardPage = lazyWithPreload(() => import('./pages/ecommerce-dashboard-page'), 'default');
const AnalyticsDashboardPage = lazyWithPreload(() => import('./pages/analytics-dashboard-page'), 'default');
/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the dashboards feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/', element: EcommerceDashboardPage, meta: { titleKey: 'dashboards:pages.ecommerce.title', action: 'read', subject: 'Analytics' }, preload: (target) => void data().then((m) => m.preloadEcommerceDashboard(target)) },
  {
    path: '/dashboard/analytics',
    element: AnalyticsDashboardPage,
    meta: { titleKey: 'dashboards:pages.analytics.title', action: 'read', subject: 'Analytics' },
    preload: (target) => void data().then((m) => m.preloadAnalyticsDashboard(target)),
  },
];
