import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The props of a module's export when it is a component; never otherwise, so a wrong name fails where it is used. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A lazy component whose chunk can be asked for before React renders it. */
export type LazyWithPreload<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * `lazy()` for one export of a module (`'default'` for a route's page), plus `preload()`: the router's loader
 * preloads a route's page when a navigation starts, the shell a drawer when a pointer reaches its trigger, so the
 * chunk loads before React asks for it. The import runs once, whoever asks first. Each caller writes its own
 * `import()`, so the bundler still splits the module where it did.
 */
export function lazyWithPreload<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyWithPreload<PropsOf<M[K]>> {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load());
  const component = lazy(() => once().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })));
  return Object.assign(component, { preload: once });
}
