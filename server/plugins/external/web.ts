import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { webDistDir } from '../../common/paths.js';
import { isApiPath } from '../app/auth-guard.js';

/** Paths the single-page app never answers for, whatever the Accept header says. */
const SERVER_PATHS = ['/graphql', '/graphiql', '/docs', '/healthz', '/assets/', '/locales/', '/images/'];

/** Vite names everything under /assets/ by content hash (icons by Blueprint version): a new build, new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, locale files and images keep their names across builds: revalidated on every use. */
export const REVALIDATE = 'no-cache';

function isServerPath(url: string): boolean {
  return SERVER_PATHS.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`) || url.startsWith(`${p}?`));
}

/**
 * @fastify/static serves the Vite build from dist/web, with the brotli and gzip files the build
 * writes beside each asset (`preCompressed`: chosen by Accept-Encoding). Hashed assets are cached for
 * a year; anything else is revalidated (ETag). Some legacy API paths are also page routes
 * (GET /apps/ecommerce/wishlist is both), so a browser navigation (Accept: text/html) gets the app
 * shell while API clients (Accept: application/json or *\/*) keep getting JSON. Unknown non-API
 * GETs get the shell too, whose router shows its own error page.
 */
export default fp<{ enabled: boolean; root?: string }>(
  async (app, { enabled, root = webDistDir }) => {
    const indexPath = join(root, 'index.html');
    const indexHtml = enabled && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const indexTag = indexHtml === null ? '' : `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 27)}"`;
    const assetsDir = join(root, 'assets') + sep;

    /** The app shell, revalidated by its ETag: a repeat visit moves no body. */
    const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).header('etag', indexTag);
      if (request.headers['if-none-match'] === indexTag) return reply.code(304).send();
      return reply.send(indexHtml);
    };

    if (indexHtml !== null) {
      // One wildcard route per folder, not one per file: the build writes ~2,400 files (Blueprint's icons, each file
      // compressed twice), and a route for each took ~0.5 s of every start. A request costs the same either way: the
      // file is looked up on disk when asked for.
      const served = { wildcard: true, index: false, preCompressed: true, cacheControl: false } as const;
      const caching = (cacheControl: string) => (res: { setHeader(name: string, value: string): unknown }) => {
        res.setHeader('cache-control', cacheControl);
        res.setHeader('vary', 'accept-encoding');
      };
      // Hashed assets are never revalidated, so they go without validators and range support: ~100 B of headers
      // less on each of the 10–20 scripts a first visit loads.
      await app.register(fastifyStatic, {
        ...served,
        root: assetsDir,
        prefix: '/assets/',
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders: caching(IMMUTABLE),
      });
      const folders = ['images', 'locales'];
      for (const folder of folders.filter((name) => existsSync(join(root, name)))) {
        await app.register(fastifyStatic, { ...served, root: join(root, folder), prefix: `/${folder}/`, decorateReply: false, setHeaders: caching(REVALIDATE) });
      }
      // The files at the top (index.html, the favicon) one route each: a wildcard at / would answer every unknown path.
      await app.register(fastifyStatic, {
        ...served,
        wildcard: false,
        root,
        prefix: '/',
        globIgnore: ['assets/**', ...folders.map((folder) => `${folder}/**`)],
        decorateReply: false,
        setHeaders: caching(REVALIDATE),
      });
      // Every request passes here, API calls included: the cheapest test (no text/html) goes first.
      app.addHook('onRequest', (request, reply, done) => {
        if (!(request.headers.accept ?? '').includes('text/html') || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
        const path = request.url.split('?')[0];
        if (isServerPath(path) || (path !== '/' && /\.[a-z0-9]+$/i.test(path))) return done();
        sendShell(request, reply);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const wantsPage = request.method === 'GET' && !isApiPath(path) && !isServerPath(path);
      if (indexHtml !== null && wantsPage && (request.headers.accept ?? '').includes('text/html')) {
        return sendShell(request, reply);
      }
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'web' },
);
