import type { FastifyRequest } from 'fastify';
import { UnauthenticatedError } from '../errors.js';

/** The caller's account id; the auth guard has already refused anonymous requests. */
export function callerId(request: FastifyRequest): number {
  if (!request.principal) throw new UnauthenticatedError('Missing or invalid access token');
  return request.principal.accountId;
}
