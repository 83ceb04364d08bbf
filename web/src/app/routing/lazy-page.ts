import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy page whose chunk the router can start loading before React renders it. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * `lazy()` for a route's page, plus `preload()`: the router's loader calls it when a navigation starts (the
 * first one too), so the page chunk loads beside the shell's, the route's translations and data instead of
 * after them. The import runs once, whoever asks first.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof (component as Partial<LazyPage>).preload === 'function';
}
