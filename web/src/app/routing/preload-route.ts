import { ability } from '../../lib/ability';
import { sessionStore } from '../../lib/auth/session-store';
import { i18n } from '../../lib/i18n';
import type { AppRoute, RouteTarget } from '../../lib/routing/types';

/**
 * Everything a route needs before it can show its content, started together when a navigation begins (the
 * router's loader; the first navigation starts before React renders): the page chunk, the route's translation
 * namespace (the `namespace:` of its title key) and its data (`preload`, when the route has one). Nothing is
 * awaited: the page renders as before, finding its chunk, translations and answers loaded or on their way
 * (Apollo shares an identical query in flight). A route the session may not open preloads nothing: false.
 */
export function preloadRoute(route: AppRoute, target: RouteTarget): boolean {
  const access = route.meta.access ?? 'private';
  const signedIn = sessionStore.userData() !== null && sessionStore.accessToken() !== null;
  if (access === 'private' && (!signedIn || ability.cannot(route.meta.action, route.meta.subject))) return false;
  if (access === 'guest' && signedIn) return false;
  // A chunk that fails to load fails again when React renders the page, which shows the error.
  route.element.preload().catch(() => undefined);
  const [namespace] = route.meta.titleKey.split(':');
  if (namespace) void i18n.loadNamespaces(namespace);
  route.preload?.(target);
  return true;
}
