import type { ChatContactRecord, ChatMessageRecord, ChatProfile, ChatRecord, ProfileChanges } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    chat: ChatRepository;
  }
}

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_ABOUT_LENGTH = 500;
/** How long a typing indicator shows without being renewed. */
export const TYPING_TTL_MS = 6000;

export interface SentMessage {
  message: ChatMessageRecord;
  /** The conversation as the sender sees it after the message. */
  chat: ChatRecord;
  /** True when this message started the conversation. */
  created: boolean;
  /** The two people (chat user ids): sender first. */
  members: [number, number];
  /** Their accounts, in the same order (who hears of the message). */
  accounts: [number, number];
}

/** A read: who opened which conversation, and how many messages it had unseen before. */
export interface ChatRead {
  chat: ChatRecord | null;
  readerId: number;
  contactId: number;
  unseenBefore: number;
}

export interface TypingNotice {
  fromId: number;
  toId: number;
  isTyping: boolean;
  expiresAt: string | null;
  /** The account of `toId` (who hears of it). */
  toAccountId: number;
}

/**
 * What a session tells about its person: `active` (connected and used), `idle` (connected, unused for a
 * while), `gone` (their last session ended).
 */
export type Presence = 'active' | 'idle' | 'gone';

/** How often an instance says its presence is still true, and how long it holds when it stops saying so. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_TTL_MS = 60_000;

/** A person joining the directory: their login account. */
export interface JoiningAccount {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
}

/**
 * Owner of the chat between people: the directory (every person is an account), each person's profile and
 * status, conversations with per-person unread counts, sending with server ids (maximum + 1, across
 * conversations, in acceptance order) and times. Every method that answers "as someone" takes the
 * signed-in account's id; an account outside the chat is refused (ForbiddenError). Two stores implement it
 * (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts; tests/chat/contract.test.ts
 * pins that both answer alike.
 */
export interface ChatRepository {
  /** The chat user id of an account, or undefined when it is not in the chat. */
  chatUserOf(accountId: number): Promise<number | undefined>;
  /** The account of a chat user id. */
  accountOf(chatUserId: number): Promise<number | undefined>;
  /** A person's own profile: its status is the one they chose (what their selector shows), not presence. */
  profile(accountId: number): Promise<ChatProfile>;
  /** The sidebar profile: status selector, about text (at most MAX_ABOUT_LENGTH) and the two toggles. */
  updateProfile(accountId: number, changes: ProfileChanges): Promise<ChatProfile>;
  /**
   * Presence from the account's sessions on this server instance: active shows the chosen status, idle turns
   * `online` into `away`, gone shows `offline`. With several instances on one store the most present wins
   * (active over idle over gone): the last session closing on one instance leaves a person online while
   * another instance holds one. Answers the person when what others see changed, else null (also outside the chat).
   */
  setPresence(accountId: number, presence: Presence): Promise<ChatContactRecord | null>;
  /**
   * Called every PRESENCE_HEARTBEAT_MS by each instance: keeps this instance's presence fresh and lets the
   * presence of an instance that stopped without saying so (a crash) lapse after PRESENCE_TTL_MS. Answers the
   * people whose status others see changed by it.
   */
  presenceHeartbeat(): Promise<ChatContactRecord[]>;
  /** A new account joins the directory (once; id = maximum + 1, shown offline until it connects); answers its profile. */
  join(account: JoiningAccount): Promise<ChatProfile>;
  /** Everyone else in the directory, in id order. */
  contacts(accountId: number): Promise<ChatContactRecord[]>;
  /** People of the directory by chat user id (as contacts: no settings), undefined for unknown ids. */
  findContacts(ids: readonly number[]): Promise<(ChatContactRecord | undefined)[]>;
  /** A person by chat user id; NotFoundError for an unknown one. */
  contact(id: number): Promise<ChatContactRecord>;
  /** The account's conversations, the one with the latest message first (ties: higher chat id first). */
  chats(accountId: number): Promise<ChatRecord[]>;
  /** A conversation by id as one of its people sees it; null when the account is not in it. */
  chatById(accountId: number, chatId: number): Promise<ChatRecord | null>;
  /** The conversation with a contact, or null when none was started; reading changes nothing. */
  chatWith(accountId: number, contactId: number): Promise<ChatRecord | null>;
  /** Opening a conversation marks it seen for the account (spec section 4). */
  open(accountId: number, contactId: number): Promise<ChatRead>;
  /** The account writes to a contact (text trimmed, 1..MAX_MESSAGE_LENGTH); the first message starts the conversation. */
  send(accountId: number, contactId: number, text: string): Promise<SentMessage>;
  /** The account is typing to a contact (or stopped); nothing is stored, the indicator lapses by itself. */
  typing(accountId: number, contactId: number, isTyping: boolean): Promise<TypingNotice>;
  /** Whether the account wants chat notifications (the profile's toggle); false outside the chat. */
  notificationsOn(accountId: number): Promise<boolean>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const chatMethods = {
  chatUserOf: 'read',
  accountOf: 'read',
  profile: 'read',
  updateProfile: 'write',
  setPresence: 'write',
  presenceHeartbeat: 'write',
  join: 'write',
  contacts: 'read',
  findContacts: 'read',
  contact: 'read',
  chats: 'read',
  chatById: 'read',
  chatWith: 'read',
  open: 'write',
  send: 'write',
  typing: 'read',
  notificationsOn: 'read',
} as const satisfies MethodKinds<ChatRepository>;
