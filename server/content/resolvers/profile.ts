import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { httpClient } from '../../graphql/context.js';
import { accountRef } from '../account.js';
import { saveGeneral } from '../account-general.js';
import { numericId } from '../ids.js';

/**
 * The repository stores text. URL and Date values arrive parsed from variables, but as their JSON
 * text when written inline under the graphql-jit executor, so both forms are read via String/Date.
 */
const urlText = (url: URL | null | undefined): string => (url ? String(url) : '');
const dateText = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString().slice(0, 10) : null);

/** Profile page and the caller's account settings. */
export const profileResolvers: Resolvers = {
  Query: {
    profile: (_parent, _args, ctx) => {
      const { accountId } = ctx.authorize('read', 'Content');
      return ctx.repositories.content.profile.view(accountId);
    },
    accountSettings: async (_parent, _args, ctx) => {
      const { accountId } = ctx.authorize('read', 'Content');
      return ctx.repositories.content.accountSettings.get(await accountRef(ctx.repositories, accountId));
    },
  },
  Mutation: {
    likePost: (_parent, { id }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Content');
      return ctx.repositories.content.profile.toggleLike(numericId(id), accountId);
    },
    votePoll: (_parent, { option }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Content');
      return ctx.repositories.content.profile.vote(numericId(option, 'option'), accountId);
    },
    updateAccountGeneral: async (_parent, { input }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Content');
      return saveGeneral(ctx.repositories, ctx.emailVerification, accountId, input);
    },
    updateAccountInfo: async (_parent, { input }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Content');
      return ctx.repositories.content.accountSettings.updateInfo(await accountRef(ctx.repositories, accountId), {
        bio: input.bio,
        dob: dateText(input.dob),
        country: input.country,
        website: urlText(input.website),
        phone: input.phone,
      });
    },
    updateAccountSocial: async (_parent, { input }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Content');
      const links = input.socialLinks;
      return ctx.repositories.content.accountSettings.updateSocial(await accountRef(ctx.repositories, accountId), {
        socialLinks: {
          twitter: urlText(links.twitter),
          facebook: urlText(links.facebook),
          google: urlText(links.google),
          linkedIn: urlText(links.linkedIn),
          instagram: urlText(links.instagram),
          quora: urlText(links.quora),
        },
        connections: input.connections ?? undefined,
      });
    },
    updateAccountNotifications: async (_parent, { input }, ctx) => {
      const { accountId } = ctx.authorize('update', 'Content');
      return ctx.repositories.content.accountSettings.updateNotifications(await accountRef(ctx.repositories, accountId), input);
    },
    // Every signed-in account's own password, whatever its role.
    changePassword: (_parent, { currentPassword, newPassword }, ctx) => {
      return ctx.authService.changePassword(ctx.signedIn(), currentPassword, newPassword, httpClient(ctx));
    },
  },
};
