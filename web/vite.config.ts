import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { blueprintIconNames } from './build/blueprint-icon-names';
import { blueprintIconPaths } from './build/blueprint-icon-paths';
import { blueprintIconSprite } from './build/blueprint-icon-sprite';
import { documentModules } from './build/document-modules';
import { routePreload } from './build/route-preload';
import { outsideStaysOutside, shellChunkGroups } from './build/shell-chunks';

const root = fileURLToPath(new URL('.', import.meta.url));
const generated = fileURLToPath(new URL('./src/__generated__', import.meta.url));

/**
 * The React client: built into dist/web, which the Fastify server serves with a SPA fallback.
 * Every page is a lazy route, so heavy libraries (charts, calendar, tables, date pickers) land in
 * the chunks of the pages that import them and never load on the login page. Only the framework
 * libraries every page needs are grouped into long-lived vendor chunks.
 */
export default defineConfig({
  root,
  base: '/',
  publicDir: 'public',
  plugins: [
    react(),
    // codegen's optimizer: each graphql(`…`) call becomes an import of that one document, so a page
    // chunk carries its own documents instead of every chunk sharing gql.ts's map of all of them.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: [[babelOptimizerPlugin, { artifactDirectory: generated, gqlTagName: 'graphql' }]] },
          rolldown: { filter: { code: 'graphql(' } },
        }),
      ],
    }),
    // …and each of those documents is a module of its own, so a chunk carries only the ones it uses.
    documentModules(generated),
    blueprintIconPaths(),
    blueprintIconSprite(fileURLToPath(new URL('./src', import.meta.url))),
    blueprintIconNames(),
    outsideStaysOutside(),
    routePreload(fileURLToPath(new URL('./src', import.meta.url))),
    // Brotli and gzip files beside each text asset, served by content negotiation (server/plugins/external/web.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            { name: 'apollo', test: /[\\/]node_modules[\\/](@apollo[\\/]client|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 20 },
            { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next|i18next-http-backend)[\\/]/, priority: 20 },
            ...shellChunkGroups(root),
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` serves the API on 3000; the Vite dev server proxies to it.
    proxy: Object.fromEntries(
      ['/graphql', '/api', '/jwt', '/apps/', '/faq', '/blog', '/pricing', '/profile', '/account-setting', '/card'].map((p) => [
        p,
        { target: 'http://127.0.0.1:3000', bypass: (req: { headers: { accept?: string } }) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined) },
      ]),
    ),
  },
});
