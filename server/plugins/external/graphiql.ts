import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { projectRoot } from '../../common/paths.js';
import { IMMUTABLE, REVALIDATE } from './web.js';

export const graphiqlDistDir = join(projectRoot, 'dist', 'graphiql');
const routeOptions: RouteShorthandOptions = { config: { public: true }, schema: { hide: true } };

/**
 * @fastify/static serves the GraphiQL playground bundle (web/graphiql, built by `npm run build:web`)
 * at /graphiql/, brotli or gzip by Accept-Encoding. Vite hashes asset names, so assets are cached
 * for a year and index.html is revalidated.
 * Without a build (tests, fresh clone) /graphiql says so instead of a bare 404.
 */
export default fp<{ root?: string }>(
  async (app, { root = graphiqlDistDir }) => {
    if (!existsSync(join(root, 'index.html'))) {
      const notBuilt = { statusCode: 503, error: 'Service Unavailable', message: 'GraphiQL is not built: run `npm run build` first.' };
      for (const url of ['/graphiql', '/graphiql/*']) {
        app.get(url, routeOptions, async (_request, reply) => reply.code(503).send(notBuilt));
      }
      return;
    }

    await app.register(fastifyStatic, {
      root,
      prefix: '/graphiql/',
      decorateReply: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', /index\.html(\.(br|gz))?$/.test(path) ? REVALIDATE : IMMUTABLE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
    app.get('/graphiql', routeOptions, async (_request, reply) => reply.redirect('/graphiql/'));
  },
  { name: 'graphiql' },
);
