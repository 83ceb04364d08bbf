import type { ComponentType, LazyExoticComponent } from 'react';
import type { Action, Subject } from '../../lib/ability';

/**
 * - `private` (default): signed-in users whose ability allows `action` on `subject`.
 * - `public`: anyone (misc pages).
 * - `guest`: only anonymous users (login, register …); signed-in users are sent home.
 */
export type RouteAccess = 'private' | 'public' | 'guest';

/** `vertical` = the shell (menu, navbar, footer); `blank` = the page alone (auth and misc pages). */
export type RouteLayout = 'vertical' | 'blank';

export interface RouteMeta {
  /** i18n key of the page title, `namespace:key` (document title and page header). */
  titleKey: string;
  action: Action;
  subject: Subject;
  layout?: RouteLayout;
  access?: RouteAccess;
}

export interface AppRoute {
  /** react-router path, e.g. `/apps/email/:folder`. */
  path: string;
  /** A page component loaded on demand: `lazy(() => import('./pages/email-page'))`. */
  element: LazyExoticComponent<ComponentType>;
  meta: RouteMeta;
}
