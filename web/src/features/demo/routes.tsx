import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const UiElementsPage = lazyWithPreload(() => import('./pages/ui-elements-page'), 'default');
const ComponentsPage = lazyWithPreload(() => import('./pages/components-page'), 'default');
const CardsPage = lazyWithPreload(() => import('./pages/cards-page'), 'default');
const ExtensionsPage = lazyWithPreload(() => import('./pages/extensions-page'), 'default');
const FormsPage = lazyWithPreload(() => import('./pages/forms-page'), 'default');
const ChartsPage = lazyWithPreload(() => import('./pages/charts-page'), 'default');
const PageLayoutPage = lazyWithPreload(() => import('./pages/page-layout-page'), 'default');
const ColorsPage = lazyWithPreload(() => import('./pages/colors-page'), 'default');
const IconsPage = lazyWithPreload(() => import('./pages/icons-page'), 'default');

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
