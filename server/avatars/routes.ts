import type { FastifyPluginAsync } from 'fastify';
import { errorSchema } from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import { initialsSvg } from './initials-svg.js';
import { AVATAR_TONES, INITIALS_PATTERN } from './person-avatar.js';

/** A URL names its avatar for good (person-avatar.ts): browsers and proxies may keep it a year without asking. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** If-None-Match's weak comparison (RFC 9110): any listed tag, `W/` or not, or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * GET /avatars/{tone}/{initials}.svg: the initials avatar of someone without a photo. Public (an `<img>` sends no
 * token, and the URL says no more than the initials); the same bytes for a URL on every instance, with a strong ETag.
 */
export const avatarRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { tone: number; file: string } }>(
    '/avatars/:tone/:file',
    {
      config: { public: true },
      schema: {
        tags: ['avatars'],
        summary: 'An initials avatar (SVG) of a person without a photo; the URLs come with the people',
        params: {
          type: 'object',
          required: ['tone', 'file'],
          properties: {
            tone: { type: 'integer', minimum: 0, maximum: AVATAR_TONES.length - 1 },
            file: { type: 'string', maxLength: 40, pattern: '\\.svg$' },
          },
        },
        response: { 400: errorSchema },
      },
    },
    async (request, reply) => {
      const initials = request.params.file.slice(0, -'.svg'.length);
      if (!INITIALS_PATTERN.test(initials)) throw new InvalidInputError('initials must be one or two letters or digits, or "?"');
      const { body, etag } = initialsSvg(initials, request.params.tone);
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(body);
    },
  );
};
