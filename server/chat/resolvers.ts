import type { Resolvers } from '../__generated__/resolvers-types.js';
import { NotFoundError } from '../errors.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { ChatContactRecord } from './models.js';

/** Contacts of a chat list, batched per request. */
function contactLoader(ctx: GraphQLContext) {
  return ctx.loader<number, ChatContactRecord>('chat.contact', (ids) =>
    ids.map((id) => ctx.repositories.chat.findContact(id) ?? new NotFoundError(`Contact ${id} not found`)),
  );
}

/** Chat queries and mutations: thin over ChatRepository, same rules as /apps/chat/*. */
export const chatResolvers: Resolvers = {
  Query: {
    chatProfile: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Chat');
      return ctx.repositories.chat.profile();
    },
    chatsAndContacts: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Chat');
      return { chats: ctx.repositories.chat.chats(), contacts: ctx.repositories.chat.contacts() };
    },
    chat: (_parent, { contactId }, ctx) => {
      ctx.authorize('read', 'Chat');
      return ctx.repositories.chat.chatWith(idFromGraphQL(contactId));
    },
  },
  Mutation: {
    // Opening marks the conversation seen, so it is a mutation here: GraphQL reads never change state.
    openChat: (_parent, { contactId }, ctx) => {
      ctx.authorize('update', 'Chat');
      return ctx.repositories.chat.open(idFromGraphQL(contactId));
    },
    sendMessage: (_parent, { contactId, message }, ctx) => {
      ctx.authorize('create', 'Chat');
      const sent = ctx.repositories.chat.send(idFromGraphQL(contactId), message);
      return { message: sent.message, chat: sent.chat };
    },
    updateChatProfile: (_parent, { input }, ctx) => {
      ctx.authorize('update', 'Chat');
      return ctx.repositories.chat.updateProfile({
        status: input.status ?? undefined,
        about: input.about ?? undefined,
        settings: {
          isTwoStepAuthVerificationEnabled: input.settings?.isTwoStepAuthVerificationEnabled ?? undefined,
          isNotificationsOn: input.settings?.isNotificationsOn ?? undefined,
        },
      });
    },
  },
  Chat: {
    contact: (chat, _args, ctx) => contactLoader(ctx).load(chat.userId),
    messages: (chat) => chat.chat,
    lastMessage: (chat) => chat.chat[chat.chat.length - 1] ?? null,
  },
};
