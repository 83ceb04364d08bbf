import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const DemoPage = lazy(() => import('./pages/demo-page'));

/** Routes of the demo feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/ui-element', element: DemoPage, meta: { titleKey: 'demo:pages.uiElements.title', action: 'read', subject: 'Content' } },
  { path: '/components', element: DemoPage, meta: { titleKey: 'demo:pages.components.title', action: 'read', subject: 'Content' } },
  { path: '/cards', element: DemoPage, meta: { titleKey: 'demo:pages.cards.title', action: 'read', subject: 'Content' } },
  { path: '/extensions', element: DemoPage, meta: { titleKey: 'demo:pages.extensions.title', action: 'read', subject: 'Content' } },
  { path: '/forms', element: DemoPage, meta: { titleKey: 'demo:pages.forms.title', action: 'read', subject: 'Content' } },
  { path: '/tables', element: DemoPage, meta: { titleKey: 'demo:pages.tables.title', action: 'read', subject: 'Content' } },
  { path: '/charts', element: DemoPage, meta: { titleKey: 'demo:pages.charts.title', action: 'read', subject: 'Content' } },
  { path: '/page-layout', element: DemoPage, meta: { titleKey: 'demo:pages.pageLayout.title', action: 'read', subject: 'Content' } },
  { path: '/colors', element: DemoPage, meta: { titleKey: 'demo:pages.colors.title', action: 'read', subject: 'Content' } },
  { path: '/icons', element: DemoPage, meta: { titleKey: 'demo:pages.icons.title', action: 'read', subject: 'Content' } },
];
