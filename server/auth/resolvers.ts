import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { httpClient } from '../graphql/context.js';
import { TwoStepRequiredError } from '../common/errors.js';

/** login (and its second step), register, refreshToken and `me`: the same AuthService as the REST routes. */
export const authResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, ctx) => {
      const account = ctx.principal ? await ctx.repositories.accounts.findById(ctx.principal.accountId) : undefined;
      return account ? ctx.authService.userData(account) : null;
    },
  },
  Mutation: {
    login: async (_parent, { email, password, code }, ctx) => {
      const result = await ctx.authService.login(email, password, httpClient(ctx), code);
      if (!result.ok && result.reason === 'two_step_required') throw new TwoStepRequiredError(result.challenge);
      if (!result.ok) {
        const code = result.reason === 'deactivated' ? 'FORBIDDEN' : 'BAD_USER_INPUT';
        throw new GraphQLError(result.error.email[0], { extensions: { code, field: 'email' } });
      }
      return result.session;
    },
    completeSignIn: (_parent, { challenge, code }, ctx) => ctx.authService.completeSignIn(challenge, code, httpClient(ctx)),
    register: async (_parent, { input }, ctx) => {
      const result = await ctx.authService.register(input, httpClient(ctx));
      if (!result.ok) return { __typename: 'RegistrationError', ...result.error };
      return { __typename: 'AuthPayload', userData: result.user, accessToken: result.accessToken, refreshToken: result.refreshToken };
    },
    refreshToken: async (_parent, { refreshToken }, ctx) => {
      const result = await ctx.authService.refresh(refreshToken);
      if (!result.ok) {
        // The web client tells "your session was ended" from "your session expired" by the reason.
        const reason = result.reason === 'ended' ? { reason: 'SESSION_ENDED' } : {};
        throw new GraphQLError(result.error, { extensions: { code: 'UNAUTHENTICATED', ...reason } });
      }
      return result.session;
    },
  },
};
