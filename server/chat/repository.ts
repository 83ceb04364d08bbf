import type { ChatSeed } from '../../seed/chat.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import type {
  ChatContactRecord,
  ChatMessage,
  ChatProfile,
  ChatRecord,
  ChatSummary,
  ProfileChanges,
} from './models.js';

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_ABOUT_LENGTH = 500;

export interface SentMessage {
  message: ChatMessage;
  chat: ChatRecord;
  /** True when this message started the conversation. */
  created: boolean;
}

function lastMessage(chat: ChatRecord): ChatMessage | undefined {
  return chat.chat[chat.chat.length - 1];
}

/** Most recent conversation first; the chat id breaks ties so the order is total. */
function mostRecentFirst(a: ChatRecord, b: ChatRecord): number {
  return (lastMessage(b)?.time ?? '').localeCompare(lastMessage(a)?.time ?? '') || b.id - a.id;
}

/** Owner of the seller's chat: profile, contacts, conversations, unread counts, sending. */
export class ChatRepository {
  private readonly profileUser: ChatProfile;
  private readonly contactList: ChatContactRecord[];
  private readonly chatList: ChatRecord[];

  constructor(
    seed: ChatSeed,
    private readonly clock: Clock,
  ) {
    const copy = structuredClone(seed);
    this.profileUser = copy.profileUser;
    this.contactList = copy.contacts;
    this.chatList = copy.chats;
  }

  profile(): ChatProfile {
    return this.profileUser;
  }

  /** The sidebar profile: status selector, about text and the two toggles. */
  updateProfile(changes: ProfileChanges): ChatProfile {
    if (changes.about !== undefined && changes.about.length > MAX_ABOUT_LENGTH) {
      throw new InvalidInputError(`about is longer than ${MAX_ABOUT_LENGTH}`);
    }
    if (changes.status !== undefined) this.profileUser.status = changes.status;
    if (changes.about !== undefined) this.profileUser.about = changes.about.trim();
    const { isTwoStepAuthVerificationEnabled, isNotificationsOn } = changes.settings ?? {};
    if (isTwoStepAuthVerificationEnabled !== undefined) {
      this.profileUser.settings.isTwoStepAuthVerificationEnabled = isTwoStepAuthVerificationEnabled;
    }
    if (isNotificationsOn !== undefined) this.profileUser.settings.isNotificationsOn = isNotificationsOn;
    return this.profileUser;
  }

  /** All contacts, in address-book order. */
  contacts(): ChatContactRecord[] {
    return [...this.contactList];
  }

  findContact(id: number): ChatContactRecord | undefined {
    return this.contactList.find((contact) => contact.id === id);
  }

  contact(id: number): ChatContactRecord {
    const contact = this.findContact(id);
    if (!contact) throw new NotFoundError(`Contact ${id} not found`);
    return contact;
  }

  /** Every conversation, the one with the latest message first. */
  chats(): ChatRecord[] {
    return [...this.chatList].sort(mostRecentFirst);
  }

  summary(chat: ChatRecord): ChatSummary | null {
    const last = lastMessage(chat);
    return last ? { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: last } : null;
  }

  /** The conversation with a contact, or null when none was started; reading changes nothing. */
  chatWith(contactId: number): ChatRecord | null {
    this.contact(contactId);
    return this.chatList.find((chat) => chat.userId === contactId) ?? null;
  }

  /** Opening a conversation marks it seen (spec section 4). */
  open(contactId: number): ChatRecord | null {
    const chat = this.chatWith(contactId);
    if (chat) chat.unseenMsgs = 0;
    return chat;
  }

  /** The seller writes to a contact; the first message starts the conversation (new id = max + 1). */
  send(contactId: number, text: string): SentMessage {
    const message = text.trim();
    if (message.length === 0) throw new InvalidInputError('message must not be empty');
    if (message.length > MAX_MESSAGE_LENGTH) throw new InvalidInputError(`message is longer than ${MAX_MESSAGE_LENGTH}`);
    let chat = this.chatWith(contactId);
    const created = chat === null;
    if (!chat) {
      chat = { id: this.chatList.reduce((max, c) => Math.max(max, c.id), 0) + 1, userId: contactId, unseenMsgs: 0, chat: [] };
      this.chatList.push(chat);
    }
    const entry: ChatMessage = { message, time: this.clock().toISOString(), senderId: this.profileUser.id };
    chat.chat.push(entry);
    return { message: entry, chat, created };
  }
}
