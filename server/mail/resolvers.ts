import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The mail log (read MailLog): the queue's letters, newest first, never their content. */
export const mailResolvers: Resolvers = {
  Query: {
    mailLog: async (_parent, { status, page, perPage }, ctx) => {
      ctx.authorize('read', 'MailLog');
      const { letters, total } = await ctx.repositories.mail.list({ status: status ?? undefined, page: page ?? undefined, perPage: perPage ?? undefined });
      return { items: letters, total };
    },
  },
};
