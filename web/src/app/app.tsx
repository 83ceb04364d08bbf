import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { apolloClient } from '../lib/apollo/client';
import { AuthProvider } from '../lib/auth/use-auth';
import { LayoutSettingsProvider } from '../lib/layout-settings';
import type { AppRouter } from './router';

/**
 * Providers, outermost first: Blueprint (portals, overlays), Apollo, session + ability, layout
 * settings, router. Blueprint's hotkeys provider (part of BlueprintProvider) is not global: it
 * brings its dialog, and so the overlay code, into the login page's JavaScript, and only the
 * components that use hotkeys (data table, hotkeys demo) need it, each inside its own.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <PortalProvider>
        <OverlaysProvider>
          <ApolloProvider client={apolloClient}>
            <AuthProvider>
              <LayoutSettingsProvider>
                <Suspense fallback={<FullPageSpinner />}>
                  <RouterProvider router={router} />
                </Suspense>
              </LayoutSettingsProvider>
            </AuthProvider>
          </ApolloProvider>
        </OverlaysProvider>
      </PortalProvider>
    </StrictMode>
  );
}
