import type { Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { httpClient } from '../graphql/context.js';

/**
 * Two-step sign-in's own settings (every signed-in account, `read Auth`: a session that must enrol first may do
 * this and little else) and an administrator's reset (`manage Account`). Signing in with it is in resolvers.ts.
 */
export const twoStepResolvers: Resolvers = {
  Query: {
    twoStepStatus: (_parent, _args, ctx) => ctx.twoStepSettings.status(ctx.authorize('read', 'Auth')),
  },
  Mutation: {
    beginTwoStepEnrollment: (_parent, _args, ctx) => ctx.twoStepSettings.begin(ctx.authorize('read', 'Auth')),
    confirmTwoStepEnrollment: (_parent, { code }, ctx) => ctx.twoStepSettings.confirm(ctx.authorize('read', 'Auth'), code),
    disableTwoStep: async (_parent, { password, code }, ctx) => {
      await ctx.twoStepSettings.disable(ctx.authorize('read', 'Auth'), password, code, httpClient(ctx));
      return true;
    },
    resetTwoStep: (_parent, { accountId }, ctx) => {
      const caller = ctx.authorize('manage', 'Account');
      return ctx.accountAdministration.resetTwoStep(idFromGraphQL(accountId, 'accountId'), caller.accountId);
    },
  },
  Account: {
    // One read for every account of a page.
    twoStepEnabled: async (account, _args, ctx) => {
      const enabled = await ctx
        .loader<number, boolean>('twoStepEnabled', async (ids) => {
          const on = new Set(await ctx.repositories.twoStep.enabledAmong(ids));
          return ids.map((id) => on.has(id));
        })
        .load(account.id);
      return enabled;
    },
  },
};
