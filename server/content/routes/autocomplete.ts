import type { FastifyPluginAsync } from 'fastify';
import { MAX_PER_PAGE, protectedErrorResponses, searchSchema } from '../../common/schemas.js';
import { arr, int, obj, str } from '../json-schema.js';

/** GET /api/autocomplete/data: `{ autoComplete }`, all 100 entries or those whose title contains q. */
export const autocompleteRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { q: string; limit: number } }>(
    '/api/autocomplete/data',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Autocomplete entries in id order, optionally filtered by title',
        querystring: {
          type: 'object',
          properties: { q: searchSchema, limit: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: MAX_PER_PAGE } },
        },
        // The legacy autocomplete reads the list as `autoComplete`.
        response: { 200: obj({ autoComplete: arr(obj({ id: int, title: str, rank: int })) }), ...protectedErrorResponses },
      },
    },
    async (request) => ({ autoComplete: await app.repositories.content.autocomplete.search(request.query.q, request.query.limit) }),
  );
};
