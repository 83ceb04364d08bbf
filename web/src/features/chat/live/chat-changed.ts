import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { ChatChangedSubscription as ChatChanged, ChatTypingSubscription as ChatTyping, ChatUserChangedSubscription as ChatUserChanged } from '../../../__generated__/graphql.js';
import { ChatContactFields, ChatProfileFields } from '../api/chat-fields.js';
import { addStartedChat, appendMessage, writeChatSummary } from './chat-live-cache.js';
import { setTyping, stopTyping } from './typing-store.js';

export const ChatChangedSubscription = graphql(`
  subscription ChatChanged {
    chatChanged {
      change
      reason
      chat {
        ...ChatSummaryFields
      }
      message {
        ...ChatMessageFields
      }
    }
  }
`);

export const ChatUserChangedSubscription = graphql(`
  subscription ChatUserChanged {
    chatUserChanged {
      contact {
        ...ChatContactFields
      }
      profile {
        ...ChatProfileFields
      }
    }
  }
`);

export const ChatTypingSubscription = graphql(`
  subscription ChatTyping {
    chatTyping {
      contactId
      isTyping
      expiresAt
    }
  }
`);

/**
 * A conversation of this account changed: a message from either person is appended in the server's order
 * (once, whatever arrives first: the sender's own answer or this event), the sidebar's last message and
 * unseen badge follow, a conversation someone starts joins the list. The writer stops "typing".
 */
export function applyChatChanged({ chatChanged }: ChatChanged, cache: ApolloCache): void {
  const { change, chat, message } = chatChanged;
  writeChatSummary(cache, chat);
  if (change === 'CREATED') addStartedChat(cache, chat, message ?? null);
  if (message) {
    appendMessage(cache, chat.id, message);
    if (message.senderId === chat.userId) stopTyping(chat.userId);
  }
}

/** Presence, status and profile changes of everyone in the chat directory: every avatar dot follows by id. */
export function applyChatUserChanged({ chatUserChanged }: ChatUserChanged, cache: ApolloCache): void {
  if (chatUserChanged.contact) cache.writeFragment({ fragment: ChatContactFields, data: chatUserChanged.contact });
  if (chatUserChanged.profile) cache.writeFragment({ fragment: ChatProfileFields, data: chatUserChanged.profile });
}

/** A contact started or stopped typing to this account (kept in the typing store, not the cache). */
export function applyChatTyping({ chatTyping }: ChatTyping): void {
  setTyping(chatTyping.contactId, chatTyping.isTyping, chatTyping.expiresAt ?? null);
}
