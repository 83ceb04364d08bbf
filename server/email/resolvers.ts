import type { Resolvers } from '../__generated__/resolvers-types.js';
import { avatarOf } from '../avatars/person-avatar.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { ForbiddenError } from '../common/errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Action } from '../access/abilities.js';
import type { EmailRecord, EmailSender, EmailWithNav } from './models.js';

/** The signed-in account whose mailbox the call reads or writes, after the same CASL check as REST. */
const mailboxOf = (ctx: GraphQLContext, action: Action) => ctx.authorize(action, 'Email').accountId;

/** Mail is sent as the signed-in account. */
async function sender(ctx: GraphQLContext, accountId: number): Promise<EmailSender> {
  const account = await ctx.repositories.accounts.findById(accountId);
  if (!account) throw new ForbiddenError('The signed-in account no longer exists');
  return { email: account.email, name: account.fullName, avatar: account.avatar };
}

/** A mail's neighbours: already known when the mail came from `email`/`adjacentEmail`, else read once for both fields. */
async function navigation(email: EmailRecord | EmailWithNav, ctx: GraphQLContext): Promise<EmailWithNav> {
  if ('hasPreviousMail' in email) return email;
  const accountId = mailboxOf(ctx, 'read');
  const repo = ctx.repositories.email;
  return ctx.loader<number, EmailWithNav>('email.navigation', (ids) => Promise.all(ids.map((id) => repo.getWithNav(accountId, id)))).load(email.id);
}

/** Email queries and mutations: thin over EmailRepository, same rules as /apps/email/*, on the caller's mailbox. */
export const emailResolvers: Resolvers = {
  Query: {
    emails: async (_parent, { q, folder, label, page, perPage }, ctx) => {
      const accountId = mailboxOf(ctx, 'read');
      const repo = ctx.repositories.email;
      const [{ items, total, totalEstimated = false }, meta] = await Promise.all([
        repo.list(
          accountId,
          { q: q ?? undefined, folder: folder ?? undefined, label: label ?? undefined },
          { page: page ?? undefined, perPage: perPage ?? undefined },
        ),
        repo.meta(accountId),
      ]);
      return { items, total, totalEstimated, meta };
    },
    emailsMeta: (_parent, _args, ctx) => ctx.repositories.email.meta(mailboxOf(ctx, 'read')),
    email: (_parent, { id }, ctx) => ctx.repositories.email.getWithNav(mailboxOf(ctx, 'read'), idFromGraphQL(id)),
    adjacentEmail: (_parent, { id, dir }, ctx) => ctx.repositories.email.adjacent(mailboxOf(ctx, 'read'), idFromGraphQL(id), dir),
  },
  Mutation: {
    updateEmails: async (_parent, { ids, input }, ctx) => {
      const accountId = mailboxOf(ctx, 'update');
      const repo = ctx.repositories.email;
      const flags = {
        isRead: input.isRead ?? undefined,
        isStarred: input.isStarred ?? undefined,
        folder: input.folder ?? undefined,
      };
      const emails = await repo.update(accountId, ids.map((id) => idFromGraphQL(id)), flags);
      return { emails, meta: await repo.meta(accountId) };
    },
    toggleEmailLabel: async (_parent, { ids, label }, ctx) => {
      const accountId = mailboxOf(ctx, 'update');
      const repo = ctx.repositories.email;
      const emails = await repo.toggleLabel(accountId, ids.map((id) => idFromGraphQL(id)), label);
      return { emails, meta: await repo.meta(accountId) };
    },
    sendEmail: async (_parent, { input }, ctx) => {
      const accountId = mailboxOf(ctx, 'create');
      const repo = ctx.repositories.email;
      const email = await repo.compose(accountId, { ...input, cc: input.cc ?? [], bcc: input.bcc ?? [] }, 'sent', await sender(ctx, accountId));
      return { email, meta: await repo.meta(accountId) };
    },
    saveDraft: async (_parent, { input }, ctx) => {
      const accountId = mailboxOf(ctx, 'create');
      const repo = ctx.repositories.email;
      const email = await repo.compose(accountId, { ...input, cc: input.cc ?? [], bcc: input.bcc ?? [] }, 'draft', await sender(ctx, accountId));
      return { email, meta: await repo.meta(accountId) };
    },
  },
  EmailSender: {
    avatar: (sender) => avatarOf(sender.name, sender.avatar),
  },
  Email: {
    hasPreviousMail: async (email, _args, ctx) => (await navigation(email, ctx)).hasPreviousMail,
    hasNextMail: async (email, _args, ctx) => (await navigation(email, ctx)).hasNextMail,
  },
};
