import type { EventPublisher } from '../events/bus.js';
import { liveEvent } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { ChatRepository } from './repository.js';
import type { TopicRules } from '../events/catalog.js';
import type { ChatMessageRecord } from './models.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    /** `members` are the two chat user ids; `created` when the message started the conversation. */
    'chat.message': { chatId: number; members: [number, number]; message: ChatMessageRecord; created: boolean };
    /** `readerId` opened the conversation with `contactId`. */
    'chat.read': { chatId: number; readerId: number; contactId: number };
    'chat.typing': { fromId: number; toId: number; isTyping: boolean; expiresAt: string | null };
    /** A person of the chat directory changed (presence, status, about, settings, or joined). */
    'chat.user': { userId: number };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const chatTopics = {
  'chat.message': { subject: 'Chat', shared: false },
  'chat.read': { subject: 'Chat', shared: false },
  'chat.typing': { subject: 'Chat', shared: false },
  'chat.user': { subject: 'Chat', shared: false },
} as const satisfies Partial<TopicRules>;

/**
 * Chat events, REST or GraphQL alike. Messages, reads and typing go only to the accounts of the people
 * concerned; profile and presence changes to everyone who may read the chat.
 */
export function publishChatChanges(repo: ChatRepository, events: EventPublisher, report: ErrorReporter): ChatRepository {
  const userChanged = (userId: number) => events.publish(liveEvent({ topic: 'chat.user', userId }));
  return publishingWrites(
    repo,
    {
      send: {
        after: ({ message, chat, created, members, accounts }) => {
          events.publish(liveEvent({ topic: 'chat.message', chatId: chat.id, members, message, created }, accounts));
          // A sent message ends its sender's typing indicator.
          const [fromId, toId] = members;
          events.publish(liveEvent({ topic: 'chat.typing', fromId, toId, isTyping: false, expiresAt: null }, [accounts[1]]));
        },
      },
      open: {
        // The reader's own sessions clear their badge; args[0] is the reader's account.
        after: ({ chat, readerId, contactId, unseenBefore }, [readerAccountId]) => {
          if (chat && unseenBefore > 0) {
            events.publish(liveEvent({ topic: 'chat.read', chatId: chat.id, readerId, contactId }, [readerAccountId]));
          }
        },
      },
      typing: { after: ({ toAccountId, ...notice }) => events.publish(liveEvent({ topic: 'chat.typing', ...notice }, [toAccountId])) },
      updateProfile: { after: (profile) => userChanged(profile.id) },
      setPresence: { after: (contact) => contact && userChanged(contact.id) },
      presenceHeartbeat: { after: (contacts) => contacts.forEach((contact) => userChanged(contact.id)) },
      join: { after: (profile) => userChanged(profile.id) },
    },
    report,
  );
}
