import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteTarget } from './preload-route';
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
  /**
   * A page component loaded on demand: `lazyPage(() => import('./pages/email-page'))` (app/routing/lazy-page.ts),
   * which the router starts loading with the navigation; a plain `lazy()` page works too, loaded only when rendered.
   */
  element: LazyExoticComponent<ComponentType>;
  meta: RouteMeta;
  /**
   * Starts the page's first query when a navigation to it begins, with the variables the page will ask
   * (`preloadQuery(client, Query, variables)` from lib/apollo/preload.ts), so data does not wait for the chunk.
   */
  preload?: (target: RouteTarget) => void;
  /**
   * Where a route that forwards sends the navigation (/apps/user/view: the first user's view), found before
   * anything renders: the router's loader redirects there. Null renders the page (nothing to forward to, or an
   * error the page then shows).
   */
  forward?: (target: RouteTarget) => Promise<string | null>;
}
