import type { Resolvers } from '../__generated__/resolvers-types.js';

/** E-mail verification over GraphQL (server/auth/email-verification.ts). */
export const emailVerificationResolvers: Resolvers = {
  Mutation: {
    verifyEmail: async (_parent, { token }, ctx) => {
      await ctx.emailVerification.verify(token);
      return true;
    },
    resendVerificationEmail: async (_parent, _args, ctx) => {
      const caller = ctx.authorize('read', 'Auth');
      await ctx.emailVerification.resend(caller);
      return true;
    },
  },
};
