import type { Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { httpClient } from '../graphql/context.js';

/** Forgotten passwords over GraphQL: the same PasswordReset as POST /api/auth/forgot-password and /reset-password. */
export const passwordResetResolvers: Resolvers = {
  Query: {
    passwordResetEmail: async (_parent, { token }, ctx) => (await ctx.passwordReset.emailOf(token)) ?? null,
  },
  Mutation: {
    requestPasswordReset: async (_parent, { email }, ctx) => {
      await ctx.passwordReset.request(email, httpClient(ctx));
      return true;
    },
    resetPassword: async (_parent, { token, password }, ctx) => {
      await ctx.passwordReset.reset(token, password);
      return true;
    },
    sendPasswordReset: async (_parent, { id }, ctx) => {
      ctx.authorize('manage', 'Account');
      await ctx.passwordReset.sendFor(idFromGraphQL(id, 'account id'));
      return true;
    },
  },
};
