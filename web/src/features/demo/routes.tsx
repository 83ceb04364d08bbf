import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const UiElementsPage = lazy(() => import('./pages/ui-elements-page'));
const ComponentsPage = lazy(() => import('./pages/components-page'));
const CardsPage = lazy(() => import('./pages/cards-page'));
const ExtensionsPage = lazy(() => import('./pages/extensions-page'));
const FormsPage = lazy(() => import('./pages/forms-page'));
const ChartsPage = lazy(() => import('./pages/charts-page'));
const PageLayoutPage = lazy(() => import('./pages/page-layout-page'));
const ColorsPage = lazy(() => import('./pages/colors-page'));
const IconsPage = lazy(() => import('./pages/icons-page'));

/** The demo groups of spec section 2 (`/tables` belongs to the datatables feature). */
export const routes: AppRoute[] = [
  { path: '/ui-element', element: UiElementsPage, meta: { titleKey: 'demo:pages.uiElements.title', action: 'read', subject: 'Content' } },
  { path: '/components', element: ComponentsPage, meta: { titleKey: 'demo:pages.components.title', action: 'read', subject: 'Content' } },
  { path: '/cards', element: CardsPage, meta: { titleKey: 'demo:pages.cards.title', action: 'read', subject: 'Content' } },
  { path: '/extensions', element: ExtensionsPage, meta: { titleKey: 'demo:pages.extensions.title', action: 'read', subject: 'Content' } },
  { path: '/forms', element: FormsPage, meta: { titleKey: 'demo:pages.forms.title', action: 'read', subject: 'Content' } },
  { path: '/charts', element: ChartsPage, meta: { titleKey: 'demo:pages.charts.title', action: 'read', subject: 'Content' } },
  { path: '/page-layout', element: PageLayoutPage, meta: { titleKey: 'demo:pages.pageLayout.title', action: 'read', subject: 'Content' } },
  { path: '/colors', element: ColorsPage, meta: { titleKey: 'demo:pages.colors.title', action: 'read', subject: 'Content' } },
  { path: '/icons', element: IconsPage, meta: { titleKey: 'demo:pages.icons.title', action: 'read', subject: 'Content' } },
];
