import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './service.js';

/** The address (past trusted proxies: TRUST_PROXY) and user agent a request came from. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
