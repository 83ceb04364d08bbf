import type { Resolvers } from '../__generated__/resolvers-types.js';
import { NotFoundError } from '../common/errors.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import type { GraphQLContext } from '../graphql/context.js';
import { liveField } from '../graphql/live-field.js';
import type { ChatContactRecord, ChatRecord } from './models.js';

/** Contacts of a chat list, batched per request. */
function contactLoader(ctx: GraphQLContext) {
  return ctx.loader<number, ChatContactRecord>('chat.contact', async (ids) =>
    (await ctx.repositories.chat.findContacts(ids)).map((contact, i) => contact ?? new NotFoundError(`Contact ${ids[i]} not found`)),
  );
}

async function chatOf(ctx: GraphQLContext, accountId: number, chatId: number): Promise<ChatRecord> {
  const chat = await ctx.repositories.chat.chatById(accountId, chatId);
  if (!chat) throw new NotFoundError(`Chat ${chatId} not found`);
  return chat;
}

/** Chat queries, mutations and subscriptions for the signed-in account: thin over ChatRepository, same rules as /apps/chat/*. */
export const chatResolvers: Resolvers = {
  Query: {
    chatProfile: (_parent, _args, ctx) => ctx.repositories.chat.profile(ctx.authorize('read', 'Chat').accountId),
    chatsAndContacts: async (_parent, _args, ctx) => {
      const { accountId } = ctx.authorize('read', 'Chat');
      const [chats, contacts] = await Promise.all([ctx.repositories.chat.chats(accountId), ctx.repositories.chat.contacts(accountId)]);
      return { chats, contacts };
    },
    chat: (_parent, { contactId }, ctx) =>
      ctx.repositories.chat.chatWith(ctx.authorize('read', 'Chat').accountId, idFromGraphQL(contactId)),
  },
  Mutation: {
    // Opening marks the conversation seen, so it is a mutation here: GraphQL reads never change state.
    openChat: async (_parent, { contactId }, ctx) =>
      (await ctx.repositories.chat.open(ctx.authorize('update', 'Chat').accountId, idFromGraphQL(contactId))).chat,
    sendMessage: async (_parent, { contactId, message }, ctx) => {
      const sent = await ctx.repositories.chat.send(ctx.authorize('create', 'Chat').accountId, idFromGraphQL(contactId), message);
      return { message: sent.message, chat: sent.chat };
    },
    updateChatProfile: (_parent, { input }, ctx) =>
      ctx.repositories.chat.updateProfile(ctx.authorize('update', 'Chat').accountId, {
        status: input.status ?? undefined,
        about: input.about ?? undefined,
        settings: {
          isTwoStepAuthVerificationEnabled: input.settings?.isTwoStepAuthVerificationEnabled ?? undefined,
          isNotificationsOn: input.settings?.isNotificationsOn ?? undefined,
        },
      }),
    setChatTyping: async (_parent, { contactId, isTyping }, ctx) =>
      (await ctx.repositories.chat.typing(ctx.authorize('create', 'Chat').accountId, idFromGraphQL(contactId), isTyping)).isTyping,
  },
  Subscription: {
    chatChanged: liveField(['chat.message', 'chat.read'], async (event, ctx, { accountId }) =>
      event.topic === 'chat.message'
        ? { change: event.created ? 'CREATED' : 'UPDATED', reason: 'message_sent', chat: await chatOf(ctx, accountId, event.chatId), message: event.message }
        : { change: 'UPDATED', reason: 'read', chat: await chatOf(ctx, accountId, event.chatId), message: null },
    ),
    chatTyping: liveField(['chat.typing'], async (event, ctx) => ({
      contactId: event.fromId,
      contact: await ctx.repositories.chat.contact(event.fromId),
      isTyping: event.isTyping,
      expiresAt: event.expiresAt,
    })),
    chatUserChanged: liveField(['chat.user'], async (event, ctx, { accountId }) =>
      (await ctx.repositories.chat.chatUserOf(accountId)) === event.userId
        ? { profile: await ctx.repositories.chat.profile(accountId), contact: null }
        : { profile: null, contact: await ctx.repositories.chat.contact(event.userId) },
    ),
  },
  Chat: {
    contact: (chat, _args, ctx) => contactLoader(ctx).load(chat.userId),
    messages: (chat) => chat.chat,
    lastMessage: (chat) => chat.chat[chat.chat.length - 1] ?? null,
  },
};
