import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const CREATE = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id name access last4 createdAt expiresAt lastUsedAt lastUsedFrom revokedAt } } }';
export const LIST = 'query($accountId: ID) { apiKeys(accountId: $accountId) { id name access last4 lastUsedAt lastUsedFrom revokedAt } }';
export const REVOKE = 'mutation($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }';

export interface GqlAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A GraphQL operation over HTTP with the given headers (a bearer token, an API key, or none). */
export async function gql(app: FastifyInstance, headers: Record<string, string>, query: string, variables?: Record<string, unknown>, remoteAddress?: string): Promise<GqlAnswer> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
    ...(remoteAddress && { remoteAddress }),
  });
  return { status: res.statusCode, ...(res.json() as Omit<GqlAnswer, 'status'>) };
}

export const byToken = (token: string) => ({ authorization: `Bearer ${token}` });
export const byKey = (secret: string) => ({ authorization: `Bearer ${secret}` });
export const byHeader = (secret: string) => ({ 'x-api-key': secret });
export const codeOf = (answer: GqlAnswer) => answer.errors?.[0]?.extensions?.code;

export interface MadeKey {
  id: string;
  secret: string;
}

/** A key of the account behind `token`, made through GraphQL as the web page makes it. */
export async function makeKey(app: FastifyInstance, token: string, name: string, access: 'READ' | 'WRITE', expiresAt: string | null = null): Promise<MadeKey> {
  const made = await gql(app, byToken(token), CREATE, { input: { name, access, expiresAt } });
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  const { secret, apiKey } = made.data!.createApiKey as { secret: string; apiKey: { id: string } };
  return { id: apiKey.id, secret };
}
