import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { ChatConversationFieldsFragment } from '../../../__generated__/graphql.js';
import { ChatQuery } from './chat-query.js';

interface CachedChatsAndContacts {
  chats: readonly Reference[];
  contacts: readonly Reference[];
}

/**
 * After a send (also in the optimistic layer): the contact's conversation is this chat, and a chat
 * the list does not hold yet (the first message to a contact) joins the "Chats" list. The list is
 * ordered by last message when shown, so nothing else moves here.
 */
export function storeSentChat(cache: ApolloCache, contactId: string, chat: ChatConversationFieldsFragment): void {
  cache.writeQuery({ query: ChatQuery, variables: { contactId }, data: { chat } });
  addChatToList(cache, chat.id);
}

/** A conversation the "Chats" list does not hold yet joins it (a first message, sent or received). */
export function addChatToList(cache: ApolloCache, chatId: string): void {
  const id = cache.identify({ __typename: 'Chat', id: chatId });
  if (!id) return;
  cache.modify<{ chatsAndContacts: CachedChatsAndContacts }>({
    fields: {
      chatsAndContacts(existing, { readField, toReference }) {
        if (isReference(existing) || existing.chats.some((ref) => readField('id', ref) === chatId)) return existing;
        const ref = toReference(id);
        return ref ? { ...existing, chats: [ref, ...existing.chats] } : existing;
      },
    },
  });
}
