import type { Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';

/** API keys (schema/api-keys.graphql): thin over ApiKeyService, which checks the caller. */
export const apiKeyResolvers: Resolvers = {
  Query: {
    apiKeys: (_parent, { accountId }, ctx) =>
      ctx.apiKeys.list(ctx.principal, accountId === null || accountId === undefined ? undefined : idFromGraphQL(accountId, 'accountId')),
  },
  Mutation: {
    createApiKey: (_parent, { input }, ctx) =>
      ctx.apiKeys.create(ctx.principal, { name: input.name, access: input.access, expiresAt: input.expiresAt ?? null }),
    revokeApiKey: (_parent, { id }, ctx) => ctx.apiKeys.revoke(ctx.principal, String(id)),
  },
};
