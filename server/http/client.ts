import type { FastifyRequest } from 'fastify';

/** Who is on the other end of a request: where sessions are opened from. */
export interface ClientInfo {
  address: string;
  userAgent: string;
  /** The Accept-Language header as sent ('' when none): the web client sends its interface language, letters use it. */
  acceptLanguage?: string;
}

/** The address (past trusted proxies: TRUST_PROXY) and user agent a request came from. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { address: request.ip, userAgent: request.headers['user-agent'] ?? '', acceptLanguage: request.headers['accept-language'] ?? '' };
}
