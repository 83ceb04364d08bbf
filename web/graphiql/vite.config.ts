import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The GraphiQL playground, served by our server at /graphiql/. Everything (React, GraphiQL, Monaco
 * and its workers) is bundled into dist/graphiql, so it works without internet access and under a
 * CSP of 'self' only.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  // Brotli and gzip beside each file: the server picks one by Accept-Encoding (server/plugins/external/graphiql.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|json|svg)$/, threshold: 1024 })],
  worker: { format: 'es' },
  build: {
    outDir: '../../dist/graphiql',
    emptyOutDir: true,
    // Monaco alone is several MB; this is a developer tool loaded on demand, not the product UI.
    chunkSizeWarningLimit: 6000,
  },
});
