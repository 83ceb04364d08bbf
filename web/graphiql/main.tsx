// Monaco's editor, JSON and GraphQL workers as Vite `?worker` chunks: bundled, served from 'self'.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './playground.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_HEADERS, DEFAULT_QUERY } from './defaults';

// Same origin as the server; a JSON POST is a non-simple request, so Apollo's CSRF guard lets it through.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={DEFAULT_HEADERS}
      defaultEditorToolsVisibility="headers"
      visiblePlugin="Documentation Explorer"
    />
  </StrictMode>,
);
