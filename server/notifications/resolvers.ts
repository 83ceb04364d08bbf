import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { Subject } from '../access/abilities.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { NotFoundError } from '../common/errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import { liveField } from '../graphql/live-field.js';
import type { NotificationRecord } from './models.js';

/** Every signed-in account has its own feed (`read Auth`). */
const owner = (ctx: GraphQLContext) => ctx.authorize('read', 'Auth').accountId;

async function readPayload(ctx: GraphQLContext, accountId: number, notifications: Promise<NotificationRecord[]>) {
  return { notifications: await notifications, unreadCount: await ctx.repositories.notifications.unreadCount(accountId) };
}

/** The linked object, when the reader may read it and it still exists. */
async function linked<T>(ctx: GraphQLContext, subject: Subject, id: number | null, load: (id: number) => T | Promise<T>): Promise<T | null> {
  if (id === null || !ctx.principal?.ability.can('read', subject)) return null;
  try {
    return await load(id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** The bell: the signed-in account's notifications, unread count, mark-as-read and live changes. */
export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_parent, { first, unreadOnly }, ctx) => {
      const accountId = owner(ctx);
      const repo = ctx.repositories.notifications;
      const [items, unreadCount] = await Promise.all([
        repo.feed(accountId, { first: first ?? undefined, unreadOnly: unreadOnly ?? undefined }),
        repo.unreadCount(accountId),
      ]);
      return { items, unreadCount };
    },
    unreadNotificationCount: (_parent, _args, ctx) => ctx.repositories.notifications.unreadCount(owner(ctx)),
  },
  Mutation: {
    markNotificationsRead: (_parent, { ids }, ctx) => {
      const accountId = owner(ctx);
      return readPayload(ctx, accountId, ctx.repositories.notifications.markRead(accountId, ids.map((id) => idFromGraphQL(id))));
    },
    markAllNotificationsRead: (_parent, _args, ctx) => {
      const accountId = owner(ctx);
      return readPayload(ctx, accountId, ctx.repositories.notifications.markAllRead(accountId));
    },
  },
  Subscription: {
    notificationChanged: liveField(['notification'], async (event, ctx, { accountId }) => {
      const repo = ctx.repositories.notifications;
      const found = await Promise.all(event.notificationIds.map((id) => repo.find(accountId, id)));
      return { change: event.change, notifications: found.filter((n) => n !== undefined), unreadCount: await repo.unreadCount(accountId) };
    }),
  },
  Notification: {
    contact: (n, _args, ctx) => linked(ctx, 'Chat', n.contactId, (id) => ctx.repositories.chat.contact(id)),
    task: (n, _args, ctx) => linked(ctx, 'Task', n.taskId, (id) => ctx.repositories.todo.find(id)),
    event: (n, _args, ctx) => linked(ctx, 'Event', n.eventId, (id) => ctx.repositories.calendar.find(id)),
  },
};
