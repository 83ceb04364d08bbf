import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { LoadingState } from '../components/states';
import { RouteErrorPage } from '../features/misc/routes';
import { BlankLayout } from './layout/blank-layout';
import { featureRoutes } from './routing/features';
import { RouteGuard } from './routing/route-guard';
import type { AppRoute } from './routing/types';

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.element;
  return {
    path: route.path,
    handle: { meta: route.meta },
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
const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

const inShell = featureRoutes.filter((r) => (r.meta.layout ?? 'vertical') === 'vertical').map(toRouteObject);
const blank = featureRoutes.filter((r) => r.meta.layout === 'blank').map(toRouteObject);

/** One router for every feature: shell routes inside AppLayout, auth/misc/print pages alone (unknown paths hit misc's `*` route). */
export const router = createBrowserRouter([
  {
    errorElement: (
      <Suspense fallback={<FullPageSpinner />}>
        <RouteErrorPage />
      </Suspense>
    ),
    children: [
      {
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
