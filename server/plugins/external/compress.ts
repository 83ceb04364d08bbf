import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { API_ENCODINGS, BROTLI_QUALITY, COMPRESS_THRESHOLD, GZIP_LEVEL } from '../../http/answer-encodings.js';

/**
 * @fastify/compress for API answers (REST and GraphQL JSON) above 1 KiB, brotli or gzip by
 * Accept-Encoding, at levels cheap enough to pay per answer (brotli 4, gzip 6). Kept answers are
 * compressed once and sent encoded (AnswerCache.payload), which this plugin passes through; static files
 * are compressed at build time and pass through too.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: [...API_ENCODINGS],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: GZIP_LEVEL },
    });
  },
  { name: 'compress' },
);
