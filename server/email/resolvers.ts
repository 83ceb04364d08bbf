import type { Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { EmailSender } from './models.js';

/** Mail is sent as the signed-in account, not as the seeded mailbox owner. */
async function currentSender(ctx: GraphQLContext): Promise<EmailSender | undefined> {
  const account = ctx.principal ? await ctx.repositories.accounts.findById(ctx.principal.accountId) : undefined;
  return account ? { email: account.email, name: account.fullName, avatar: account.avatar } : undefined;
}

/** Email queries and mutations: thin over EmailRepository, same rules as /apps/email/*. */
export const emailResolvers: Resolvers = {
  Query: {
    emails: (_parent, { q, folder, label }, ctx) => {
      ctx.authorize('read', 'Email');
      const repo = ctx.repositories.email;
      return { items: repo.list({ q: q ?? undefined, folder: folder ?? undefined, label: label ?? undefined }), meta: repo.meta() };
    },
    emailsMeta: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Email');
      return ctx.repositories.email.meta();
    },
    email: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Email');
      return ctx.repositories.email.get(idFromGraphQL(id));
    },
    adjacentEmail: (_parent, { id, dir }, ctx) => {
      ctx.authorize('read', 'Email');
      return ctx.repositories.email.adjacent(idFromGraphQL(id), dir);
    },
  },
  Mutation: {
    updateEmails: (_parent, { ids, input }, ctx) => {
      ctx.authorize('update', 'Email');
      const repo = ctx.repositories.email;
      const flags = {
        isRead: input.isRead ?? undefined,
        isStarred: input.isStarred ?? undefined,
        folder: input.folder ?? undefined,
      };
      return { emails: repo.update(ids.map((id) => idFromGraphQL(id)), flags), meta: repo.meta() };
    },
    toggleEmailLabel: (_parent, { ids, label }, ctx) => {
      ctx.authorize('update', 'Email');
      const repo = ctx.repositories.email;
      return { emails: repo.toggleLabel(ids.map((id) => idFromGraphQL(id)), label), meta: repo.meta() };
    },
    sendEmail: async (_parent, { input }, ctx) => {
      ctx.authorize('create', 'Email');
      const repo = ctx.repositories.email;
      const email = repo.compose({ ...input, cc: input.cc ?? [], bcc: input.bcc ?? [] }, 'sent', await currentSender(ctx));
      return { email, meta: repo.meta() };
    },
    saveDraft: async (_parent, { input }, ctx) => {
      ctx.authorize('create', 'Email');
      const repo = ctx.repositories.email;
      const email = repo.compose({ ...input, cc: input.cc ?? [], bcc: input.bcc ?? [] }, 'draft', await currentSender(ctx));
      return { email, meta: repo.meta() };
    },
  },
  Email: {
    hasPreviousMail: (email, _args, ctx) => ctx.repositories.email.getWithNav(email.id).hasPreviousMail,
    hasNextMail: (email, _args, ctx) => ctx.repositories.email.getWithNav(email.id).hasNextMail,
  },
};
