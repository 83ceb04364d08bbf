import { InvalidInputError } from './errors.js';
import { fold } from './list-index.js';

/**
 * Shared JSON-schema primitives for the REST routes. Legacy clients send every query value as a
 * string; the query-string validator parses them into these types and answers 400 naming the field
 * otherwise. JSON bodies are never coerced (server/common/schema-compilers.ts).
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

/**
 * The id of a legacy DELETE call, from the query string or a JSON body. The legacy client passes
 * `{ id }` as axios's config, so nothing reaches the wire: that call gets this 400 and changes nothing.
 */
export function idFromQueryOrBody(query: unknown, body: unknown, field = 'id'): number {
  const fromQuery = (query as Record<string, unknown> | undefined)?.[field];
  const id = fromQuery !== undefined ? fromQuery : (body as Record<string, unknown> | null | undefined)?.[field];
  if (typeof id !== 'number') {
    throw new InvalidInputError(`${field} is required: send it in the query string (?${field}=…) or in a JSON body`);
  }
  return id;
}

/**
 * An id as some legacy calls put it in a JSON body: a number, or its decimal digits as text
 * (FullCalendar's event ids are strings; the product page parses its id out of the URL slug).
 * Only digits are read as an id: `true`, `null`, `"1e3"` or `" 7"` are refused like any wrong type.
 */
export const legacyIdSchema = { anyOf: [idSchema, { type: 'string', pattern: '^[1-9][0-9]{0,8}$' }] } as const;

export function legacyId(value: number | string): number {
  return typeof value === 'number' ? value : Number(value);
}

/** A closed set a legacy list screen may also send empty: '' means "no filter" / "default order". */
export function optionalEnum<T extends string>(values: readonly T[]) {
  return { type: 'string', enum: [...values, ''] } as const;
}

/** Case-insensitive substring match (spec section 9); large lists keep their text folded (list-index.ts). */
export function includesText(haystack: unknown, needle: string): boolean {
  return fold(haystack).includes(fold(needle));
}
