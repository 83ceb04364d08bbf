import { graphql } from '../../../__generated__/gql';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import { ChatContactFields, ChatProfileFields } from '../api/chat-fields';
import { addStartedChat, appendMessage, writeChatSummary } from './chat-live-cache';
import { setTyping, stopTyping } from './typing-store';

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
 * This account's conversations, live: a message from either person is appended in the server's order
 * (once, whatever arrives first), the sidebar's last message and unseen badge follow, a conversation
 * someone starts joins the list; presence and profile changes of everyone update their avatars' dots;
 * typing indicators are kept in the typing store.
 */
export function useChatLive(): void {
  useLiveSubscription(ChatChangedSubscription, ({ chatChanged }, cache) => {
    const { change, chat, message } = chatChanged;
    writeChatSummary(cache, chat);
    if (change === 'CREATED') addStartedChat(cache, chat, message ?? null);
    if (message) {
      appendMessage(cache, chat.id, message);
      if (message.senderId === chat.userId) stopTyping(chat.userId);
    }
  });
  useLiveSubscription(ChatUserChangedSubscription, ({ chatUserChanged }, cache) => {
    if (chatUserChanged.contact) cache.writeFragment({ fragment: ChatContactFields, data: chatUserChanged.contact });
    if (chatUserChanged.profile) cache.writeFragment({ fragment: ChatProfileFields, data: chatUserChanged.profile });
  });
  useLiveSubscription(ChatTypingSubscription, ({ chatTyping }) => {
    setTyping(chatTyping.contactId, chatTyping.isTyping, chatTyping.expiresAt ?? null);
  });
}
