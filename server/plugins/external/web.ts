import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { webDistDir } from '../../paths.js';
import { isApiPath } from '../app/auth-guard.js';

/** Paths the single-page app never answers for, whatever the Accept header says. */
const SERVER_PATHS = ['/graphql', '/graphiql', '/docs', '/healthz', '/assets/', '/locales/', '/images/'];

function isServerPath(url: string): boolean {
  return SERVER_PATHS.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`) || url.startsWith(`${p}?`));
}

/**
 * @fastify/static serves the Vite build from dist/web. Some legacy API paths are also page routes
 * (GET /apps/ecommerce/wishlist is both), so a browser navigation (Accept: text/html) gets the app
 * shell while API clients (Accept: application/json or *\/*) keep getting JSON. Unknown non-API
 * GETs get the shell too, whose router shows its own error page.
 */
export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    const indexPath = join(webDistDir, 'index.html');
    const indexHtml = enabled && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;

    if (indexHtml !== null) {
      await app.register(fastifyStatic, { root: webDistDir, prefix: '/', wildcard: false, index: false });
      app.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return;
        const path = request.url.split('?')[0];
        if (isServerPath(path) || !(request.headers.accept ?? '').includes('text/html')) return;
        if (path !== '/' && /\.[a-z0-9]+$/i.test(path)) return;
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const wantsPage = request.method === 'GET' && !isApiPath(path) && !isServerPath(path);
      if (indexHtml !== null && wantsPage && (request.headers.accept ?? '').includes('text/html')) {
        return reply.type('text/html; charset=utf-8').send(indexHtml);
      }
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'web' },
);
