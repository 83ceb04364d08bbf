import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * @fastify/compress for API answers (REST and GraphQL JSON) above 1 KiB, brotli or gzip by
 * Accept-Encoding, at levels cheap enough to pay on every request (brotli 4, gzip 6). Static files
 * are compressed at build time instead and pass through untouched. Off unless API_COMPRESSION=on:
 * bench/README.md shows what it costs against raw Fastify on this machine.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
