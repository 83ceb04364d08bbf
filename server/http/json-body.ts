import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A number JSON.parse could not hold exactly, with where it was in the body. */
function inexactNumber(value: unknown): { path: string; reason: string } | null {
  // Iterative: a 1 MiB body can nest deeper than the call stack.
  const pending: [unknown, string][] = [[value, 'body']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) return { path, reason: 'must be a finite number' };
      if (Number.isInteger(node) && !Number.isSafeInteger(node)) {
        return { path, reason: `must be a safe integer (between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER})` };
      }
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) pending.push([child, `${path}/${key}`]);
    }
  }
  return null;
}

class InexactNumberError extends Error {
  readonly statusCode = 400;
  constructor(path: string, reason: string) {
    super(`${path} ${reason}`);
  }
}

type JsonParser = (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => void;

/**
 * JSON bodies go through Fastify's default parser (its prototype-poisoning checks included), then
 * any number JSON.parse had to round (`9007199254740993`) or overflowed to Infinity (`1e309`) is
 * refused with 400 naming the field: such a value would reach the handler as a different value.
 */
export function exactJsonParser(app: FastifyInstance): JsonParser {
  // Fastify's default parser is the callback form of its body-parser type.
  const parseJson = app.getDefaultJsonParser('error', 'error') as JsonParser;
  return (request, body, done) => {
    parseJson(request, body, (error, value) => {
      if (error) return done(error, undefined);
      const inexact = inexactNumber(value);
      return inexact ? done(new InexactNumberError(inexact.path, inexact.reason), undefined) : done(null, value);
    });
  };
}

/** Registered on the root instance, so both faces (REST routes and /graphql) read bodies this way. */
export function useExactJsonNumbers(app: FastifyInstance): void {
  const parser = exactJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => parser(request, body as string, done));
}
