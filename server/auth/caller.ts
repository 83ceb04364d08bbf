import type { FastifyRequest } from 'fastify';
import { signedIn, type Principal } from './abilities.js';

/** The caller of a guarded route; the auth guard has already refused anonymous requests. */
export function callerOf(request: FastifyRequest): Principal {
  return signedIn(request.principal);
}

/** The caller's account id. */
export function callerId(request: FastifyRequest): number {
  return callerOf(request).accountId;
}
