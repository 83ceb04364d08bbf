import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const UiElementsPage = lazyPage(() => import('./pages/ui-elements-page'));
const ComponentsPage = lazyPage(() => import('./pages/components-page'));
const CardsPage = lazyPage(() => import('./pages/cards-page'));
const ExtensionsPage = lazyPage(() => import('./pages/extensions-page'));
const FormsPage = lazyPage(() => import('./pages/forms-page'));
const ChartsPage = lazyPage(() => import('./pages/charts-page'));
const PageLayoutPage = lazyPage(() => import('./pages/page-layout-page'));
const ColorsPage = lazyPage(() => import('./pages/colors-page'));
const IconsPage = lazyPage(() => import('./pages/icons-page'));

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
