import { avatarOf } from '../avatars/person-avatar.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { LiveEvent } from '../events/catalog.js';
import type { GraphQLContext } from '../graphql/context.js';
import { liveField } from '../graphql/live-field.js';

const actorOf = async (ctx: GraphQLContext, event: LiveEvent) =>
  event.actorId === null ? null : ((await ctx.repositories.accounts.findById(event.actorId)) ?? null);

/** The shared lists' subscriptions (schema/live.graphql); chat and notification ones live with their domains. */
export const liveResolvers: Resolvers = {
  Subscription: {
    taskChanged: liveField(['task'], async (e, ctx) => ({ change: e.change, task: e.task, actor: await actorOf(ctx, e) })),
    calendarEventChanged: liveField(['calendarEvent'], async (e, ctx) => ({ change: e.change, event: e.event, actor: await actorOf(ctx, e) })),
    emailsChanged: liveField(['emails'], async (e, ctx, { accountId }) => ({
      change: e.change,
      emails: e.emails,
      meta: await ctx.repositories.email.meta(accountId),
      actor: await actorOf(ctx, e),
    })),
    permissionChanged: liveField(['permission'], async (e, ctx) => ({ change: e.change, permission: e.permission, actor: await actorOf(ctx, e) })),
    userChanged: liveField(['user'], async (e, ctx) => ({ change: e.change, user: e.user, actor: await actorOf(ctx, e) })),
    invoiceChanged: liveField(['invoice'], async (e, ctx) => ({ change: e.change, invoice: e.invoice, actor: await actorOf(ctx, e) })),
    bookmarkChanged: liveField(['bookmark'], async (e, ctx) => ({ page: e.page, actor: await actorOf(ctx, e) })),
    // Cart and wishlist events go to their own account only (server/ecommerce/publish.ts): read as that account.
    cartChanged: liveField(['cart'], async (e, ctx, { accountId }) => {
      const shop = ctx.repositories.ecommerce;
      const [product, items, cartCount, actor] = await Promise.all([
        shop.getProduct(accountId, e.productId),
        shop.cartItems(accountId),
        shop.cartItemsCount(accountId),
        actorOf(ctx, e),
      ]);
      return { change: e.change, product, item: items.find((line) => line.productId === e.productId) ?? null, cartCount, actor };
    }),
    wishlistChanged: liveField(['wishlist'], async (e, ctx, { accountId }) => ({
      change: e.change,
      product: await ctx.repositories.ecommerce.getProduct(accountId, e.productId),
      actor: await actorOf(ctx, e),
    })),
  },
  Actor: {
    fullName: (account) => account.fullName || account.username,
    avatar: (account) => avatarOf(account.fullName || account.username, account.avatar),
  },
};
