import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';
import type { Action, AppAbility, Subject } from './abilities.js';
import type { AccountRole } from './roles.js';

/** What an API key may do as its owner: read only, or read and write. */
export type KeyAccess = 'READ' | 'WRITE';

/** The API key a caller came with (server/api-keys): the audit names it beside its owner. */
export interface KeyCredential {
  id: string;
  name: string;
  access: KeyAccess;
}

/** The caller of a request, as both faces see it: null when no valid access token or API key was sent. */
export interface Principal {
  accountId: number;
  /** The server-side session the access token names (server/sessions): the caller's "this device"; `key:<id>` for an API key. */
  sessionId: string;
  /** The account's role when it was read; the ability is the role's (server/access/role-abilities.ts). */
  role: AccountRole;
  ability: AppAbility;
  /** Set when the caller is a script with one of the account's API keys rather than the person signed in. */
  apiKey?: KeyCredential;
}

/** Any signed-in caller, whatever its abilities: its own password and sessions. Throws 401 otherwise. */
export function signedIn(principal: Principal | null): Principal {
  if (!principal) throw new UnauthenticatedError('Missing or invalid access token');
  return principal;
}

/**
 * The person themselves, signed in with a password: what an API key may never do whatever its owner's role
 * (a password, two-step sign-in, sessions, API keys). Throws 401 without a caller, 403 for an API key.
 */
export function inPerson(principal: Principal | null): Principal {
  const caller = signedIn(principal);
  if (caller.apiKey) throw new ForbiddenError('An API key cannot do this: sign in with your password');
  return caller;
}

/** Throws 401/403 domain errors; REST and GraphQL map them to their own shapes. */
export function authorize(principal: Principal | null, action: Action, subject: Subject): Principal {
  const caller = signedIn(principal);
  if (!caller.ability.can(action, subject)) throw new ForbiddenError(`You are not allowed to ${action} ${subject}`);
  return caller;
}

/** The caller of a guarded route; the auth guard has already refused anonymous requests. */
export function callerOf(request: FastifyRequest): Principal {
  return signedIn(request.principal);
}

/** The caller's account id. */
export function callerId(request: FastifyRequest): number {
  return callerOf(request).accountId;
}
