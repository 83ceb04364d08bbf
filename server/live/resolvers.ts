import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { LiveEvent } from '../events/catalog.js';
import type { GraphQLContext } from '../graphql/context.js';
import { liveField } from './stream.js';

const actorOf = (ctx: GraphQLContext, event: LiveEvent) =>
  event.actorId === null ? null : (ctx.repositories.accounts.findById(event.actorId) ?? null);

/** The shared lists' subscriptions (schema/live.graphql); chat and notification ones live with their domains. */
export const liveResolvers: Resolvers = {
  Subscription: {
    taskChanged: liveField(['task'], (e, ctx) => ({ change: e.change, task: e.task, actor: actorOf(ctx, e) })),
    calendarEventChanged: liveField(['calendarEvent'], (e, ctx) => ({ change: e.change, event: e.event, actor: actorOf(ctx, e) })),
    emailsChanged: liveField(['emails'], async (e, ctx, { accountId }) => ({
      change: e.change,
      emails: e.emails,
      meta: await ctx.repositories.email.meta(accountId),
      actor: actorOf(ctx, e),
    })),
    permissionChanged: liveField(['permission'], (e, ctx) => ({ change: e.change, permission: e.permission, actor: actorOf(ctx, e) })),
    userChanged: liveField(['user'], (e, ctx) => ({ change: e.change, user: e.user, actor: actorOf(ctx, e) })),
    invoiceChanged: liveField(['invoice'], (e, ctx) => ({ change: e.change, invoice: e.invoice, actor: actorOf(ctx, e) })),
    bookmarkChanged: liveField(['bookmark'], (e, ctx) => ({ page: e.page, actor: actorOf(ctx, e) })),
    cartChanged: liveField(['cart'], (e, ctx) => {
      const shop = ctx.repositories.ecommerce;
      return {
        change: e.change,
        product: shop.getProduct(e.productId),
        item: shop.cartItems().find((line) => line.productId === e.productId) ?? null,
        cartCount: shop.cartItemsCount(),
        actor: actorOf(ctx, e),
      };
    }),
    wishlistChanged: liveField(['wishlist'], (e, ctx) => ({ change: e.change, product: ctx.repositories.ecommerce.getProduct(e.productId), actor: actorOf(ctx, e) })),
  },
  Actor: {
    fullName: (account) => account.fullName || account.username,
  },
};
