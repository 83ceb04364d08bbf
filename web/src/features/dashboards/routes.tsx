import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const EcommerceDashboardPage = lazyPage(() => import('./pages/ecommerce-dashboard-page'));
const AnalyticsDashboardPage = lazyPage(() => import('./pages/analytics-dashboard-page'));
/** The routes' data preloads: a small chunk of their own, loaded beside the page's (app/routing/preload-route.ts). */
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
