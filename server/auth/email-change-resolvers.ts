import type { Resolvers } from '../__generated__/resolvers-types.js';

/** A change of the signed-in account's address (server/auth/email-verification.ts): every account's own, `read Auth`. */
export const emailChangeResolvers: Resolvers = {
  Mutation: {
    requestEmailChange: async (_parent, { email }, ctx) => {
      const { accountId } = ctx.authorize('read', 'Auth');
      return ctx.authService.userData(await ctx.emailVerification.requestChange(accountId, email));
    },
    resendEmailChange: async (_parent, _args, ctx) => {
      const { accountId } = ctx.authorize('read', 'Auth');
      return ctx.authService.userData(await ctx.emailVerification.resendChange(accountId));
    },
    cancelEmailChange: async (_parent, _args, ctx) => {
      const { accountId } = ctx.authorize('read', 'Auth');
      return ctx.authService.userData(await ctx.emailVerification.cancelChange(accountId));
    },
  },
};
