/**
 * Terse builders for the content routes' response schemas: these pages return deep documents, and
 * Fastify drops every field a response schema does not list, so each shape is spelled out in full.
 */
export const str = { type: 'string' } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;

export function obj<P extends Record<string, unknown>>(properties: P) {
  return { type: 'object', properties } as const;
}

export function arr<I>(items: I) {
  return { type: 'array', items } as const;
}

export const strings = arr(str);
export const ints = arr(int);
export const nums = arr(num);
