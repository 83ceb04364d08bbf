import type { Resolvers } from '../__generated__/resolvers-types.js';
import { liveField } from '../graphql/live-field.js';

/** The mail log (read MailLog): the queue's letters, newest first, never their content; and their changes, live. */
export const mailResolvers: Resolvers = {
  Query: {
    mailLog: async (_parent, { status, page, perPage }, ctx) => {
      ctx.authorize('read', 'MailLog');
      const { letters, total } = await ctx.repositories.mail.list({ status: status ?? undefined, page: page ?? undefined, perPage: perPage ?? undefined });
      return { items: letters, total };
    },
  },
  Subscription: {
    mailLetterChanged: liveField(['mailLetter'], (e) => ({ change: e.change, letter: e.letter })),
  },
};
