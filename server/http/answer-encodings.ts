import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/** API compression's encodings (server preference first), levels and threshold: one place for both paths. */
export const API_ENCODINGS = ['br', 'gzip'] as const;
export type ApiEncoding = (typeof API_ENCODINGS)[number];
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/** Smaller answers are sent as they are: the encoding would save less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

const SUPPORTED: ApiEncoding[] = [...API_ENCODINGS];
/** `*` and `x-gzip` mean gzip, as @fastify/compress reads them. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/** The encoding a request accepts, the way @fastify/compress chooses it, or null for the body as it is. */
export function encodingFor(headers: IncomingHttpHeaders): ApiEncoding | null {
  const accepted = headers['accept-encoding'];
  if (accepted === undefined || headers['x-no-compression'] !== undefined) return null;
  return negotiate(accepted.toLowerCase().replace(GZIP_ALIAS, 'gzip'), SUPPORTED);
}

export function encode(body: string | Buffer, encoding: ApiEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** Adds accept-encoding to Vary, once, beside whatever it names already. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
}
