import type { ChatContactRecord, ChatMessageRecord, ChatProfile, ChatRecord, ProfileChanges, ChatSeed } from './models.js';
import type { ChatRead, ChatRepository, JoiningAccount, Presence, SentMessage, TypingNotice } from './repository.js';
import {
  checkedMessage,
  contactNotFound,
  DEFAULT_SETTINGS,
  joiningMember,
  mostRecentFirst,
  presenceStatus,
  profileView,
  publicView,
  requireContact,
  requireMember,
  typingNotice,
  withProfileChanges,
  type Member,
} from './rules.js';
import { NotFoundError } from '../common/errors.js';
import type { Clock } from '../common/clock.js';

/** A conversation between two people, as stored. */
interface Thread {
  id: number;
  members: [number, number];
  messages: ChatMessageRecord[];
  /** Unseen messages per person (chat user id). */
  unseen: Map<number, number>;
}

/** Seeded messages are numbered in the order they were sent, across conversations (both stores). */
export function seededMessageIds(seed: ChatSeed): Map<ChatSeed['chats'][number]['chat'][number], number> {
  const ordered = seed.chats
    .flatMap((chat) => chat.chat.map((message) => ({ chat, message })))
    .sort((a, b) => a.message.time.localeCompare(b.message.time) || a.chat.id - b.chat.id);
  return new Map(ordered.map(({ message }, i) => [message, i + 1]));
}

/** The directory's people of the seed: the demo admin's profile, then every contact (both stores). */
export function seededMembers(seed: ChatSeed): Member[] {
  const accountOf = new Map(seed.members.map((m) => [m.chatUserId, m.accountId]));
  const account = (id: number) => {
    const accountId = accountOf.get(id);
    if (accountId === undefined) throw new Error(`chat person ${id} has no account`);
    return accountId;
  };
  const { settings, ...profile } = structuredClone(seed.profileUser);
  return [
    { ...profile, accountId: account(profile.id), settings, chosenStatus: profile.status },
    ...seed.contacts.map((c) => ({ ...c, accountId: account(c.id), settings: { ...DEFAULT_SETTINGS }, chosenStatus: 'online' as const })),
  ];
}

/** The chat in this process's memory: the default store, seeded on every start. */
export class MemoryChatRepository implements ChatRepository {
  private readonly members: Member[];
  private readonly threads: Thread[];

  constructor(
    seed: ChatSeed,
    private readonly clock: Clock,
  ) {
    this.members = seededMembers(seed);
    const ids = seededMessageIds(seed);
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

  private member(accountId: number): Member {
    return requireMember(this.members.find((m) => m.accountId === accountId));
  }

  private person(id: number): Member | undefined {
    return this.members.find((m) => m.id === id);
  }

  async chatUserOf(accountId: number): Promise<number | undefined> {
    return this.members.find((m) => m.accountId === accountId)?.id;
  }

  async accountOf(chatUserId: number): Promise<number | undefined> {
    return this.person(chatUserId)?.accountId;
  }

  async profile(accountId: number): Promise<ChatProfile> {
    return profileView(this.member(accountId));
  }

  async updateProfile(accountId: number, changes: ProfileChanges): Promise<ChatProfile> {
    const member = this.member(accountId);
    Object.assign(member, withProfileChanges(member, changes));
    return profileView(member);
  }

  async setPresence(accountId: number, presence: Presence): Promise<ChatContactRecord | null> {
    const member = this.members.find((m) => m.accountId === accountId);
    if (!member) return null;
    const status = presenceStatus(member.chosenStatus, presence);
    if (status === member.status) return null;
    member.status = status;
    return publicView(member);
  }

  /** One process is the only instance: nothing can lapse. */
  async presenceHeartbeat(): Promise<ChatContactRecord[]> {
    return [];
  }

  async join(account: JoiningAccount): Promise<ChatProfile> {
    if (!this.members.some((m) => m.accountId === account.id)) {
      this.members.push(joiningMember(account, Math.max(...this.members.map((m) => m.id)) + 1));
    }
    return this.profile(account.id);
  }

  async contacts(accountId: number): Promise<ChatContactRecord[]> {
    const me = this.member(accountId);
    return this.members.filter((m) => m !== me).sort((a, b) => a.id - b.id).map(publicView);
  }

  async findContacts(ids: readonly number[]): Promise<(ChatContactRecord | undefined)[]> {
    return ids.map((id) => {
      const member = this.person(id);
      return member && publicView(member);
    });
  }

  async contact(id: number): Promise<ChatContactRecord> {
    const member = this.person(id);
    if (!member) throw new NotFoundError(contactNotFound(id));
    return publicView(member);
  }

  async chats(accountId: number): Promise<ChatRecord[]> {
    const me = this.member(accountId);
    return this.threads.filter((t) => t.members.includes(me.id)).map((t) => this.view(t, me.id)).sort(mostRecentFirst);
  }

  async chatById(accountId: number, chatId: number): Promise<ChatRecord | null> {
    const me = this.member(accountId);
    const thread = this.threads.find((t) => t.id === chatId && t.members.includes(me.id));
    return thread ? this.view(thread, me.id) : null;
  }

  async chatWith(accountId: number, contactId: number): Promise<ChatRecord | null> {
    const me = this.member(accountId);
    const thread = this.threadOf(me, contactId);
    return thread ? this.view(thread, me.id) : null;
  }

  async open(accountId: number, contactId: number): Promise<ChatRead> {
    const me = this.member(accountId);
    const thread = this.threadOf(me, contactId);
    const unseenBefore = thread?.unseen.get(me.id) ?? 0;
    thread?.unseen.set(me.id, 0);
    return { chat: thread ? this.view(thread, me.id) : null, readerId: me.id, contactId, unseenBefore };
  }

  async send(accountId: number, contactId: number, text: string): Promise<SentMessage> {
    const me = this.member(accountId);
    const message = checkedMessage(text);
    const contact = requireContact(me, this.person(contactId), contactId);
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
    return {
      message: { ...entry },
      chat: this.view(thread, me.id),
      created,
      members: [me.id, contactId],
      accounts: [me.accountId, contact.accountId],
    };
  }

  async typing(accountId: number, contactId: number, isTyping: boolean): Promise<TypingNotice> {
    const me = this.member(accountId);
    return typingNotice(me, requireContact(me, this.person(contactId), contactId), isTyping, this.clock);
  }

  async notificationsOn(accountId: number): Promise<boolean> {
    return this.members.find((m) => m.accountId === accountId)?.settings.isNotificationsOn ?? false;
  }

  private threadOf(me: Member, contactId: number): Thread | undefined {
    requireContact(me, this.person(contactId), contactId);
    return this.threads.find((t) => t.members.includes(me.id) && t.members.includes(contactId));
  }

  private view(thread: Thread, viewerId: number): ChatRecord {
    const userId = thread.members[0] === viewerId ? thread.members[1] : thread.members[0];
    return { id: thread.id, userId, unseenMsgs: thread.unseen.get(viewerId) ?? 0, chat: thread.messages.map((m) => ({ ...m })) };
  }
}
