import type { ApolloCache, Reference } from '@apollo/client';
import type { ChatMessageFieldsFragment, ChatSummaryFieldsFragment } from '../../../__generated__/graphql.js';
import { addChatToList } from '../api/chat-cache.js';
import { ChatMessageFields, ChatSummaryFields } from '../api/chat-fields.js';
import { ChatQuery } from '../api/chat-query.js';

/** Server ids are numbers given out in acceptance order; a provisional (optimistic) id sorts last. */
function order(id: string | undefined): number {
  const n = Number(id);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

/**
 * A message the server accepted, in a conversation the cache may hold: appended in the server's order,
 * once (the sender's own answer and the live event may both bring it, in either order).
 */
export function appendMessage(cache: ApolloCache, chatId: string, message: ChatMessageFieldsFragment): void {
  const chat = cache.identify({ __typename: 'Chat', id: chatId });
  const ref = cache.writeFragment({ fragment: ChatMessageFields, data: message });
  if (!chat || !ref) return;
  cache.modify<{ messages: readonly Reference[] }>({
    id: chat,
    fields: {
      messages(existing, { readField }) {
        if (existing.some((item) => readField('id', item) === message.id)) return existing;
        return [...existing, ref].sort((a, b) => order(readField<string>('id', a)) - order(readField<string>('id', b)));
      },
    },
  });
}

/**
 * A conversation someone else started with this account: it joins the "Chats" list, and its first
 * message is the whole conversation, so opening it needs no request.
 */
export function addStartedChat(cache: ApolloCache, chat: ChatSummaryFieldsFragment, message: ChatMessageFieldsFragment | null): void {
  const known = cache.readQuery({ query: ChatQuery, variables: { contactId: chat.userId } })?.chat;
  if (!known && message) {
    cache.writeQuery({ query: ChatQuery, variables: { contactId: chat.userId }, data: { chat: { ...chat, messages: [message] } } });
  }
  addChatToList(cache, chat.id);
}

/** The sidebar row: last message, unseen count, the contact. */
export function writeChatSummary(cache: ApolloCache, chat: ChatSummaryFieldsFragment): void {
  cache.writeFragment({ fragment: ChatSummaryFields, fragmentName: 'ChatSummaryFields', data: chat });
}
