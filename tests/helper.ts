import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../server/app.js';

export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;
export type Role = keyof typeof DEMO;

/** A fresh app with its own freshly seeded state; closed by the caller (or `using` in tests). */
export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(options);
  await app.ready();
  return app;
}

export async function login(app: FastifyInstance, role: Role): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/jwt/login', payload: DEMO[role] });
  if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** `app.inject` as a signed-in demo user (tokens cached per app and role). */
export function injectAs(app: FastifyInstance, role: Role) {
  let tokens: Promise<{ accessToken: string }> | undefined;
  return async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    tokens ??= login(app, role);
    const { accessToken } = await tokens;
    return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${accessToken}` } });
  };
}

export interface GraphQLResult<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown }; path?: (string | number)[] }[];
}

/** Runs a GraphQL operation through the real /graphql endpoint, optionally as a demo user. */
export function graphqlAs(app: FastifyInstance, role?: Role) {
  let tokens: Promise<{ accessToken: string }> | undefined;
  return async <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResult<T>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (role) {
      tokens ??= login(app, role);
      headers.authorization = `Bearer ${(await tokens).accessToken}`;
    }
    const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
    return res.json() as GraphQLResult<T>;
  };
}
