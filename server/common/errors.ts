/**
 * The one error idiom: repositories and guards throw these; REST maps them in the error
 * handler (server/plugins/app/error-handler.ts), GraphQL in formatError (server/graphql/errors.ts).
 */
export type DomainErrorCode = 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'CONFLICT' | 'BAD_USER_INPUT' | 'TOO_MANY_REQUESTS' | 'TWO_STEP_REQUIRED';

export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  abstract readonly statusCode: number;
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  readonly statusCode = 404;
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  readonly statusCode = 403;
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  readonly statusCode = 401;
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  readonly statusCode = 409;
}

export class InvalidInputError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  readonly statusCode = 400;
}

/** Who last changed a record, and when: what a stale write is told ("no lost update"). */
export interface VersionStamp {
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

/**
 * An update that carried the version it was read at, after someone else changed the record: nothing was
 * written. GraphQL answers CONFLICT with the current version and who changed it, so the client can show
 * what changed; writes that carry no version (the legacy REST client) keep last-write-wins.
 */
export class StaleVersionError extends ConflictError {
  constructor(
    readonly what: string,
    readonly current: VersionStamp,
  ) {
    super(`${what} has changed since it was read (now version ${current.version}${current.updatedBy ? `, by ${current.updatedBy}` : ''})`);
  }
}

/**
 * Too many failed sign-ins, or requests with one API key: REST answers 429 with `Retry-After`, GraphQL `TOO_MANY_REQUESTS`
 * with `extensions.retryAfter`, both in seconds.
 */
export class TooManyRequestsError extends DomainError {
  readonly code = 'TOO_MANY_REQUESTS';
  readonly statusCode = 429;
  constructor(
    readonly retryAfterSeconds: number,
    what = 'Too many failed sign-in attempts',
  ) {
    super(`${what}: try again in ${retryAfterSeconds} s`);
  }
}

/**
 * The right password of an account with two-step sign-in, sent without a code: the sign-in goes on with the
 * `challenge` (single use, minutes) and a code. GraphQL `TWO_STEP_REQUIRED` with `extensions.challenge`; REST
 * answers it in the shape of its route.
 */
export class TwoStepRequiredError extends DomainError {
  readonly code = 'TWO_STEP_REQUIRED';
  readonly statusCode = 401;
  constructor(readonly challenge: string) {
    super('two-step code required');
  }
}

/** Bad input on one field: the message names it, GraphQL adds `extensions.field` (and `problem`, a code the web translates). */
export class InvalidFieldError extends InvalidInputError {
  constructor(
    readonly field: string,
    message: string,
    readonly problem?: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/**
 * A restore refused: the record changed after the event, or the event was undone already.
 * Names who made that later change and when, so an undo never overwrites newer work unseen.
 */
export class UndoConflictError extends ConflictError {
  constructor(
    message: string,
    readonly changedBy: string | null,
    readonly changedAt: string,
  ) {
    super(message);
  }
}
