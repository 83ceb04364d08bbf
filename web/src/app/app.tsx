import { BlueprintProvider } from '@blueprintjs/core';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FullPageSpinner } from '../components/full-page-spinner';
import { apolloClient } from '../lib/apollo/client';
import { AuthProvider } from '../lib/auth/use-auth';
import { LayoutSettingsProvider } from './layout/layout-settings';
import { router } from './router';

/** Providers, outermost first: Blueprint (portals, hotkeys), Apollo, session + ability, layout settings, router. */
export function App() {
  return (
    <StrictMode>
      <BlueprintProvider>
        <ApolloProvider client={apolloClient}>
          <AuthProvider>
            <LayoutSettingsProvider>
              <Suspense fallback={<FullPageSpinner />}>
                <RouterProvider router={router} />
              </Suspense>
            </LayoutSettingsProvider>
          </AuthProvider>
        </ApolloProvider>
      </BlueprintProvider>
    </StrictMode>
  );
}
