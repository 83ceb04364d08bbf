import type { Resolvers } from '../__generated__/resolvers-types.js';
import { UnauthenticatedError } from '../common/errors.js';

/** The signed-in account's interface language (server/auth/models.ts `language`): set by the web client's switcher. */
export const interfaceLanguageResolvers: Resolvers = {
  Mutation: {
    setInterfaceLanguage: async (_parent, { language }, ctx) => {
      const { accountId } = ctx.authorize('read', 'Auth');
      const account = await ctx.repositories.accounts.setLanguage(accountId, language);
      if (!account) throw new UnauthenticatedError('Missing or invalid access token');
      return ctx.authService.userData(account);
    },
  },
};
