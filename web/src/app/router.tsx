import { Suspense } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { LoadingState } from '../components/states';
import { RouteErrorPage } from '../features/misc/routes';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import type { AppRoute } from '../lib/routing/types';
import { BlankLayout } from './layout/blank-layout';
import { featureRoutes } from './routing/features';
import { preloadRoute } from './routing/preload-route';
import { RouteGuard } from './routing/route-guard';

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.element;
  return {
    path: route.path,
    handle: { meta: route.meta },
    // Starts the page chunk, translations and data as the navigation begins; returns at once, so nothing waits on
    // it, unless the route forwards: then the navigation goes on to where it forwards, without rendering it.
    loader: ({ params, request }) => {
      const target = { params, searchParams: new URL(request.url).searchParams };
      if (!preloadRoute(route, target) || !route.forward) return null;
      return route.forward(target).then((to) => (to ? redirect(to) : null));
    },
    element: (
      <RouteGuard meta={route.meta}>
        <Suspense fallback={route.meta.layout === 'blank' ? <FullPageSpinner /> : <LoadingState />}>
          <Page />
        </Suspense>
      </RouteGuard>
    ),
  };
}

// The signed-in shell (menus, navbar, search, customizer) is a chunk of its own: the login page never loads it.
const AppLayout = lazyWithPreload(() => import('./layout/app-layout'), 'AppLayout');

/**
 * One router for every feature: shell routes inside AppLayout, auth/misc/print pages alone (unknown paths hit
 * misc's `*` route). Made once i18n has started (main.tsx), since the first navigation's loaders start loading
 * the route's translations.
 */
export function createAppRouter() {
  const inShell = featureRoutes.filter((r) => (r.meta.layout ?? 'vertical') === 'vertical').map(toRouteObject);
  const blank = featureRoutes.filter((r) => r.meta.layout === 'blank').map(toRouteObject);
  return createBrowserRouter([
    {
      errorElement: (
        <Suspense fallback={<FullPageSpinner />}>
          <RouteErrorPage />
        </Suspense>
      ),
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          // The shell's chunk loads beside the page's (its loader runs before theirs, all without waiting).
          loader: () => {
            AppLayout.preload().catch(() => undefined);
            return null;
          },
          element: (
            <Suspense fallback={<FullPageSpinner />}>
              <AppLayout />
            </Suspense>
          ),
          children: inShell,
        },
        { element: <BlankLayout />, children: blank },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
