import type { ChatSeed } from '../../seed/chat.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import type {
  ChatContactRecord,
  ChatMessageRecord,
  ChatProfile,
  ChatRecord,
  ChatSettings,
  ChatStatus,
  ChatSummary,
  ProfileChanges,
} from './models.js';

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
}

/**
 * What a session tells about its person: `active` (connected and used), `idle` (connected, unused for a
 * while), `gone` (their last session ended).
 */
export type Presence = 'active' | 'idle' | 'gone';

/** A person of the chat directory, as stored. */
interface Member extends ChatContactRecord {
  accountId: number;
  settings: ChatSettings;
  /** What they picked in the status selector; `status` is what the others see (presence applied). */
  chosenStatus: ChatStatus;
}

/** A conversation between two people, as stored. */
interface Thread {
  id: number;
  members: [number, number];
  messages: ChatMessageRecord[];
  /** Unseen messages per person (chat user id). */
  unseen: Map<number, number>;
}

const DEFAULT_SETTINGS: ChatSettings = { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true };

function lastMessage(chat: ChatRecord): ChatMessageRecord | undefined {
  return chat.chat[chat.chat.length - 1];
}

/** Most recent conversation first; the chat id breaks ties so the order is total. */
function mostRecentFirst(a: ChatRecord, b: ChatRecord): number {
  return (lastMessage(b)?.time ?? '').localeCompare(lastMessage(a)?.time ?? '') || b.id - a.id;
}

function publicView(member: Member): ChatContactRecord {
  const { id, fullName, role, about, avatar, status } = member;
  return { id, fullName, role, about, avatar, status };
}

/**
 * Owner of the chat between people: the directory (every person is an account), each person's profile and
 * status, conversations with per-person unread counts, sending with server ids and times. Every method
 * that answers "as someone" takes the signed-in account's id.
 */
export class ChatRepository {
  private readonly members: Member[];
  private readonly threads: Thread[];

  constructor(
    seed: ChatSeed,
    private readonly clock: Clock,
  ) {
    const accountOf = new Map(seed.members.map((m) => [m.chatUserId, m.accountId]));
    const account = (id: number) => {
      const accountId = accountOf.get(id);
      if (accountId === undefined) throw new Error(`chat person ${id} has no account`);
      return accountId;
    };
    const { settings, ...profile } = structuredClone(seed.profileUser);
    this.members = [
      { ...profile, accountId: account(profile.id), settings, chosenStatus: profile.status },
      ...seed.contacts.map((c) => ({ ...c, accountId: account(c.id), settings: { ...DEFAULT_SETTINGS }, chosenStatus: 'online' as const })),
    ];
    // Seeded messages are numbered in the order they were sent, across conversations.
    const ordered = seed.chats
      .flatMap((chat) => chat.chat.map((message) => ({ chat, message })))
      .sort((a, b) => a.message.time.localeCompare(b.message.time) || a.chat.id - b.chat.id);
    const ids = new Map(ordered.map(({ message }, i) => [message, i + 1]));
    this.threads = seed.chats.map((chat) => ({
      id: chat.id,
      members: [seed.profileUser.id, chat.userId],
      messages: chat.chat.map((message) => ({ id: ids.get(message) ?? 0, ...message })),
      unseen: new Map([
        [seed.profileUser.id, chat.unseenMsgs],
        [chat.userId, 0],
      ]),
    }));
  }

  /** The account's chat person; an account outside the chat (the demo client) is refused. */
  private member(accountId: number): Member {
    const member = this.members.find((m) => m.accountId === accountId);
    if (!member) throw new ForbiddenError('This account has no chat profile');
    return member;
  }

  private person(id: number): Member | undefined {
    return this.members.find((m) => m.id === id);
  }

  /** The chat user id of an account, or undefined when it is not in the chat. */
  chatUserOf(accountId: number): number | undefined {
    return this.members.find((m) => m.accountId === accountId)?.id;
  }

  /** The account of a chat user id. */
  accountOf(chatUserId: number): number | undefined {
    return this.person(chatUserId)?.accountId;
  }

  /** A person's own profile: its status is the one they chose (what their selector shows), not presence. */
  profile(accountId: number): ChatProfile {
    const { id, avatar, fullName, role, about, chosenStatus, settings } = this.member(accountId);
    return { id, avatar, fullName, role, about, status: chosenStatus, settings: { ...settings } };
  }

  /** The sidebar profile: status selector, about text and the two toggles. */
  updateProfile(accountId: number, changes: ProfileChanges): ChatProfile {
    const member = this.member(accountId);
    if (changes.about !== undefined && changes.about.length > MAX_ABOUT_LENGTH) {
      throw new InvalidInputError(`about is longer than ${MAX_ABOUT_LENGTH}`);
    }
    if (changes.status !== undefined) member.status = member.chosenStatus = changes.status;
    if (changes.about !== undefined) member.about = changes.about.trim();
    const { isTwoStepAuthVerificationEnabled, isNotificationsOn } = changes.settings ?? {};
    if (isTwoStepAuthVerificationEnabled !== undefined) member.settings.isTwoStepAuthVerificationEnabled = isTwoStepAuthVerificationEnabled;
    if (isNotificationsOn !== undefined) member.settings.isNotificationsOn = isNotificationsOn;
    return this.profile(accountId);
  }

  /**
   * Presence from the account's sessions: connected and active shows the chosen status, idle turns
   * `online` into `away`, gone shows `offline`. Answers the person when what others see changed, else null.
   */
  setPresence(accountId: number, presence: Presence): ChatContactRecord | null {
    const member = this.members.find((m) => m.accountId === accountId);
    if (!member) return null;
    const status: ChatStatus =
      presence === 'gone' ? 'offline' : presence === 'idle' && member.chosenStatus === 'online' ? 'away' : member.chosenStatus;
    if (status === member.status) return null;
    member.status = status;
    return publicView(member);
  }

  /** A new account joins the directory (once); answers its profile. */
  join(account: { id: number; fullName: string; username: string; avatar: string | null }): ChatProfile {
    if (!this.members.some((m) => m.accountId === account.id)) {
      this.members.push({
        id: Math.max(...this.members.map((m) => m.id)) + 1,
        accountId: account.id,
        fullName: account.fullName || account.username,
        role: '',
        about: '',
        avatar: account.avatar,
        status: 'offline',
        chosenStatus: 'online',
        settings: { ...DEFAULT_SETTINGS },
      });
    }
    return this.profile(account.id);
  }

  /** Everyone else in the directory, in id order. */
  contacts(accountId: number): ChatContactRecord[] {
    const me = this.member(accountId);
    return this.members.filter((m) => m !== me).sort((a, b) => a.id - b.id).map(publicView);
  }

  /** A person of the directory by chat user id (as a contact: no settings). */
  findContact(id: number): ChatContactRecord | undefined {
    const member = this.person(id);
    return member && publicView(member);
  }

  contact(id: number): ChatContactRecord {
    const contact = this.findContact(id);
    if (!contact) throw new NotFoundError(`Contact ${id} not found`);
    return contact;
  }

  /** The account's conversations, the one with the latest message first. */
  chats(accountId: number): ChatRecord[] {
    const me = this.member(accountId);
    return this.threads.filter((t) => t.members.includes(me.id)).map((t) => this.view(t, me.id)).sort(mostRecentFirst);
  }

  /** A conversation by id as one of its people sees it; null when the account is not in it. */
  chatById(accountId: number, chatId: number): ChatRecord | null {
    const me = this.member(accountId);
    const thread = this.threads.find((t) => t.id === chatId && t.members.includes(me.id));
    return thread ? this.view(thread, me.id) : null;
  }

  summary(chat: ChatRecord): ChatSummary | null {
    const last = lastMessage(chat);
    return last ? { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: last } : null;
  }

  /** The conversation with a contact, or null when none was started; reading changes nothing. */
  chatWith(accountId: number, contactId: number): ChatRecord | null {
    const me = this.member(accountId);
    const thread = this.threadOf(me, contactId);
    return thread ? this.view(thread, me.id) : null;
  }

  /** Opening a conversation marks it seen for the account (spec section 4). */
  open(accountId: number, contactId: number): ChatRead {
    const me = this.member(accountId);
    const thread = this.threadOf(me, contactId);
    const unseenBefore = thread?.unseen.get(me.id) ?? 0;
    thread?.unseen.set(me.id, 0);
    return { chat: thread ? this.view(thread, me.id) : null, readerId: me.id, contactId, unseenBefore };
  }

  /** The account writes to a contact; the first message starts the conversation (new id = max + 1). */
  send(accountId: number, contactId: number, text: string): SentMessage {
    const me = this.member(accountId);
    const message = text.trim();
    if (message.length === 0) throw new InvalidInputError('message must not be empty');
    if (message.length > MAX_MESSAGE_LENGTH) throw new InvalidInputError(`message is longer than ${MAX_MESSAGE_LENGTH}`);
    let thread = this.threadOf(me, contactId);
    const created = thread === undefined;
    if (!thread) {
      thread = {
        id: this.threads.reduce((max, t) => Math.max(max, t.id), 0) + 1,
        members: [me.id, contactId],
        messages: [],
        unseen: new Map([
          [me.id, 0],
          [contactId, 0],
        ]),
      };
      this.threads.push(thread);
    }
    const id = this.threads.reduce((max, t) => Math.max(max, t.messages.at(-1)?.id ?? 0), 0) + 1;
    const entry: ChatMessageRecord = { id, message, time: this.clock().toISOString(), senderId: me.id };
    thread.messages.push(entry);
    thread.unseen.set(contactId, (thread.unseen.get(contactId) ?? 0) + 1);
    return { message: { ...entry }, chat: this.view(thread, me.id), created, members: [me.id, contactId] };
  }

  /** The account is typing to a contact (or stopped); nothing is stored, the indicator lapses by itself. */
  typing(accountId: number, contactId: number, isTyping: boolean): TypingNotice {
    const me = this.member(accountId);
    this.contactOf(me, contactId);
    const expiresAt = isTyping ? new Date(this.clock().getTime() + TYPING_TTL_MS).toISOString() : null;
    return { fromId: me.id, toId: contactId, isTyping, expiresAt };
  }

  /** Whether the account wants chat notifications (the profile's toggle). */
  notificationsOn(accountId: number): boolean {
    return this.members.find((m) => m.accountId === accountId)?.settings.isNotificationsOn ?? false;
  }

  private contactOf(me: Member, contactId: number): Member {
    const contact = this.person(contactId);
    if (!contact || contact === me) throw new NotFoundError(`Contact ${contactId} not found`);
    return contact;
  }

  private threadOf(me: Member, contactId: number): Thread | undefined {
    this.contactOf(me, contactId);
    return this.threads.find((t) => t.members.includes(me.id) && t.members.includes(contactId));
  }

  private view(thread: Thread, viewerId: number): ChatRecord {
    const userId = thread.members[0] === viewerId ? thread.members[1] : thread.members[0];
    return { id: thread.id, userId, unseenMsgs: thread.unseen.get(viewerId) ?? 0, chat: thread.messages.map((m) => ({ ...m })) };
  }
}
