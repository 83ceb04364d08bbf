import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError, InvalidFieldError, StaleVersionError, TooManyRequestsError, TwoStepRequiredError, UndoConflictError } from '../common/errors.js';

/** Apollo codes that are the client's fault and safe to show as they are. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'QUERY_NOT_IN_SAFELIST',
  'OPERATION_RESOLUTION_FAILURE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  // The live socket's per-connection subscription limit (server/plugins/app/live-sockets.ts).
  'SUBSCRIPTION_LIMIT',
]);

/** Extensions a resolver's own client error may carry to the client: the field it names, why a refresh failed. */
const SAFE_EXTENSIONS = ['field', 'reason'] as const;

/**
 * Domain errors become `extensions.code` (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND …); client errors
 * pass with their message; anything else is masked. No stack trace ever leaves the server.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof StaleVersionError) {
    const { version, updatedBy, updatedAt } = original.current;
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: original.code, currentVersion: version, updatedBy, updatedAt },
    };
  }
  if (original instanceof UndoConflictError) {
    const { changedBy, changedAt } = original;
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions: { code: original.code, changedBy, changedAt } };
  }
  if (original instanceof DomainError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original instanceof TooManyRequestsError) extensions.retryAfter = original.retryAfterSeconds;
    // The challenge is the caller's own, answered to the one who just proved the password: never logged.
    if (original instanceof TwoStepRequiredError) extensions.challenge = original.challenge;
    if (original instanceof InvalidFieldError) Object.assign(extensions, { field: original.field }, original.problem && { problem: original.problem });
    return { message: original.message, locations: formatted.locations, path: formatted.path, extensions };
  }
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
  if (CLIENT_CODES.has(code)) {
    const kept = Object.fromEntries(SAFE_EXTENSIONS.filter((key) => formatted.extensions?.[key] !== undefined).map((key) => [key, formatted.extensions?.[key]]));
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { ...kept, code } };
  }
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
