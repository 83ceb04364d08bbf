import { fold } from './list-index.js';

/**
 * Shared JSON-schema primitives for the REST routes. Legacy clients send every query value as a
 * string; Fastify's Ajv coerces them to these types and answers 400 naming the field otherwise.
 */
export const MAX_PER_PAGE = 100;

export const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

export const pageSchema = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;

export function perPageSchema(defaultSize: number) {
  return { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: defaultSize } as const;
}

/** Free-text search; long enough for any real query, short enough to refuse abuse. */
export const searchSchema = { type: 'string', maxLength: 200, default: '' } as const;

export const sortDirectionSchema = { type: 'string', enum: ['asc', 'desc'] } as const;

export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

/** Responses every protected route can give besides its own. */
export const protectedErrorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
} as const;

/** Legacy DELETE calls send the id in the query string or in a JSON body: accept either. */
export function idFromQueryOrBody(query: unknown, body: unknown, field = 'id'): unknown {
  const fromQuery = (query as Record<string, unknown> | undefined)?.[field];
  if (fromQuery !== undefined) return fromQuery;
  return (body as Record<string, unknown> | undefined)?.[field];
}

/** Case-insensitive substring match (spec section 9); large lists keep their text folded (list-index.ts). */
export function includesText(haystack: unknown, needle: string): boolean {
  return fold(haystack).includes(fold(needle));
}
