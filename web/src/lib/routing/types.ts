import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Action, Subject } from '../ability';

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

/** Where a navigation is going: what a route's data preload needs to ask exactly what its page will. */
export interface RouteTarget {
  params: Params;
  searchParams: URLSearchParams;
}

/** A route's page: rendered by the router, which starts loading its chunk as the navigation begins. */
export type RoutePage = ComponentType & { preload: () => Promise<unknown> };

export interface AppRoute {
  /** react-router path, e.g. `/apps/email/:folder`. */
  path: string;
  /** The page, loaded on demand: `lazyWithPreload(() => import('./pages/email-page'), 'default')` (lib/lazy-with-preload.ts). */
  element: RoutePage;
  meta: RouteMeta;
  /**
   * Starts the page's first query when a navigation to it begins, with the variables the page will ask
   * (`preloadQuery(Query, variables)` from lib/apollo/preload.ts), so data does not wait for the chunk.
   */
  preload?: (target: RouteTarget) => void;
  /**
   * Where a route that forwards sends the navigation (/apps/user/view: the first user's view), found before
   * anything renders: the router's loader redirects there. Null renders the page (nothing to forward to, or an
   * error the page then shows).
   */
  forward?: (target: RouteTarget) => Promise<string | null>;
}
