import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The header a request's id travels in, both ways (server/http/logger.ts `requestIdOf` reads it). */
export const REQUEST_ID_HEADER = 'x-request-id';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An error answer's JSON text with the request's id: beside a REST body's fields, in each GraphQL error's extensions. */
function withRequestId(text: string, requestId: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(body)) return null;
  const errors = body.errors;
  if (Array.isArray(errors)) {
    body.errors = errors.map((error: unknown) =>
      isObject(error) ? { ...error, extensions: { ...(isObject(error.extensions) ? error.extensions : {}), requestId } } : error,
    );
  } else if (body.requestId === undefined) {
    body.requestId = requestId;
  } else {
    return null;
  }
  // Apollo ends its answers with a newline; kept.
  return `${JSON.stringify(body)}${text.endsWith('\n') ? '\n' : ''}`;
}

/** A GraphQL answer with errors: Apollo and the fast path both put `errors` first. */
const GRAPHQL_ERRORS = '{"errors":';

/**
 * Every answer names its request in `x-request-id` (the id every log line of the request carries, `requestId`),
 * and so does every error body, so a user's report leads to the log: REST error bodies get a `requestId` field
 * beside the ones the legacy client reads (`{error: {email: [...]}}` keeps its shape), GraphQL errors
 * `extensions.requestId` (on /graphql, errors come with 200 too). Done on the serialized text, whoever wrote it
 * (the error handler, a route's own 4xx, Fastify's 404, Apollo, the fast path): registered before compression,
 * so the text is still text. Error bodies are small; other answers pass untouched.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      if (typeof payload !== 'string' || !/json/.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
      const graphqlErrors = request.routeOptions.url === '/graphql' && payload.startsWith(GRAPHQL_ERRORS);
      if (reply.statusCode < 400 && !graphqlErrors) return done(null, payload);
      done(null, withRequestId(payload, request.id) ?? payload);
    });
  },
  { name: 'request-id' },
);
