import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Tokens } from '../helper.js';

export const PASSWORD = 'long-enough-1';
export const FIREFOX_ON_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

export interface Person {
  email: string;
  /** The tokens of the registration's own session. */
  tokens: Tokens;
}

/**
 * A new account of its own (registered through POST /jwt/register), so tests on a shared PostgreSQL app never
 * meet each other's sessions or passwords.
 */
export async function newPerson(app: FastifyInstance, acceptLanguage?: string): Promise<Person> {
  const tag = randomBytes(4).toString('hex');
  const email = `person.${tag}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/jwt/register',
    payload: { email, password: PASSWORD, username: `person.${tag}` },
    ...(acceptLanguage !== undefined && { headers: { 'accept-language': acceptLanguage } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken, refreshToken } = res.json() as Tokens;
  return { email, tokens: { accessToken, refreshToken } };
}

/** Another sign-in of the same person: a session of its own. */
export async function signIn(app: FastifyInstance, email: string, options: { password?: string; userAgent?: string; address?: string } = {}): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/jwt/login',
    payload: { email, password: options.password ?? PASSWORD },
    headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    ...(options.address && { remoteAddress: options.address }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Tokens;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A protected read every account may do: 200 while the session lives, 401 once it ended. */
export async function readStatus(app: FastifyInstance, accessToken: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/bookmarks/data', headers: bearer(accessToken) })).statusCode;
}

export async function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } });
}

/** A GraphQL operation with an access token (or none). */
export async function gqlWith(app: FastifyInstance, accessToken: string | null, query: string, variables?: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(accessToken && bearer(accessToken)) },
    payload: { query, variables },
  });
  return res.json() as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}
