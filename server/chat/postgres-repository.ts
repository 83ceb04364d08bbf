import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/database.js';
import { inTransaction, nextId, writeLocked } from '../db/queries.js';
import { NotFoundError } from '../common/errors.js';
import type { ChatContactRecord, ChatMessageRecord, ChatProfile, ChatRecord, ProfileChanges } from './models.js';
import { PRESENCE_TTL_MS, type ChatRead, type ChatRepository, type JoiningAccount, type Presence, type SentMessage, type TypingNotice } from './repository.js';
import {
  checkedMessage,
  combinedPresence,
  contactNotFound,
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
import { settingsJson, type ChatTables } from './tables.js';
import type { Clock } from '../common/clock.js';

type Thread = ChatTables['chat_threads'];
type Reader = Kysely<Database>;

/** The conversation as `viewerId` sees it. */
function view(thread: Thread, messages: ChatMessageRecord[], viewerId: number): ChatRecord {
  const mine = thread.memberA === viewerId;
  return { id: thread.id, userId: mine ? thread.memberB : thread.memberA, unseenMsgs: mine ? thread.unseenA : thread.unseenB, chat: messages };
}

/** The chat in PostgreSQL (tables chat_members, chat_threads, chat_messages: server/chat/tables.ts). */
export class PostgresChatRepository implements ChatRepository {
  /** This server instance, as its rows of chat_presence name it. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly presenceTtlMs = PRESENCE_TTL_MS,
  ) {}

  private findMember(db: Reader, accountId: number): Promise<Member | undefined> {
    return db.selectFrom('chat_members').selectAll().where('accountId', '=', accountId).executeTakeFirst();
  }

  private async member(db: Reader, accountId: number): Promise<Member> {
    return requireMember(await this.findMember(db, accountId));
  }

  private person(db: Reader, id: number): Promise<Member | undefined> {
    return db.selectFrom('chat_members').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The thread of two people, either way round. */
  private threadOf(db: Reader, a: number, b: number): Promise<Thread | undefined> {
    return db
      .selectFrom('chat_threads')
      .selectAll()
      .where((eb) => eb.or([eb.and([eb('memberA', '=', a), eb('memberB', '=', b)]), eb.and([eb('memberA', '=', b), eb('memberB', '=', a)])]))
      .executeTakeFirst();
  }

  private async messagesOf(db: Reader, threadIds: number[]): Promise<Map<number, ChatMessageRecord[]>> {
    const byThread = new Map<number, ChatMessageRecord[]>(threadIds.map((id) => [id, []]));
    if (threadIds.length === 0) return byThread;
    const rows = await db
      .selectFrom('chat_messages')
      .select(['id', 'threadId', 'message', 'time', 'senderId'])
      .where('threadId', 'in', threadIds)
      .orderBy('id')
      .execute();
    for (const { threadId, ...message } of rows) byThread.get(threadId)?.push(message);
    return byThread;
  }

  private async viewOf(db: Reader, thread: Thread, viewerId: number): Promise<ChatRecord> {
    return view(thread, (await this.messagesOf(db, [thread.id])).get(thread.id) ?? [], viewerId);
  }

  async chatUserOf(accountId: number): Promise<number | undefined> {
    return (await this.findMember(this.db, accountId))?.id;
  }

  async accountOf(chatUserId: number): Promise<number | undefined> {
    return (await this.person(this.db, chatUserId))?.accountId;
  }

  async profile(accountId: number): Promise<ChatProfile> {
    return profileView(await this.member(this.db, accountId));
  }

  async updateProfile(accountId: number, changes: ProfileChanges): Promise<ChatProfile> {
    return inTransaction(this.db, async (trx) => {
      const member = requireMember(await trx.selectFrom('chat_members').selectAll().where('accountId', '=', accountId).forUpdate().executeTakeFirst());
      const next = withProfileChanges(member, changes);
      await trx
        .updateTable('chat_members')
        .set({ status: next.status, chosenStatus: next.chosenStatus, about: next.about, settings: settingsJson(next.settings) })
        .where('id', '=', member.id)
        .execute();
      return profileView(next);
    });
  }

  async setPresence(accountId: number, presence: Presence): Promise<ChatContactRecord | null> {
    return inTransaction(this.db, async (trx) => {
      // The member's row lock first: instances changing one person's presence take turns.
      const member = await trx.selectFrom('chat_members').selectAll().where('accountId', '=', accountId).forUpdate().executeTakeFirst();
      if (!member) return null;
      if (presence === 'gone') {
        await trx.deleteFrom('chat_presence').where('instanceId', '=', this.instanceId).where('accountId', '=', accountId).execute();
      } else {
        await trx
          .insertInto('chat_presence')
          .values({ instanceId: this.instanceId, accountId, presence, seenAt: sql<string>`now()` })
          .onConflict((oc) => oc.columns(['instanceId', 'accountId']).doUpdateSet({ presence, seenAt: sql<string>`now()` }))
          .execute();
      }
      return this.showPresence(trx, member);
    });
  }

  async presenceHeartbeat(): Promise<ChatContactRecord[]> {
    await this.db.updateTable('chat_presence').set({ seenAt: sql<string>`now()` }).where('instanceId', '=', this.instanceId).execute();
    const lapsed = await this.db
      .deleteFrom('chat_presence')
      .where('seenAt', '<', sql<string>`now() - make_interval(secs => ${this.presenceTtlMs / 1000})`)
      .returning('accountId')
      .execute();
    const changed: ChatContactRecord[] = [];
    for (const accountId of new Set(lapsed.map((row) => row.accountId))) {
      const contact = await inTransaction(this.db, async (trx) => {
        const member = await trx.selectFrom('chat_members').selectAll().where('accountId', '=', accountId).forUpdate().executeTakeFirst();
        return member ? this.showPresence(trx, member) : null;
      });
      if (contact) changed.push(contact);
    }
    return changed;
  }

  /** What others see of a locked member from every instance's fresh presence; the person when it changed, else null. */
  private async showPresence(trx: Transaction<Database>, member: Member): Promise<ChatContactRecord | null> {
    const held = await trx
      .selectFrom('chat_presence')
      .select('presence')
      .where('accountId', '=', member.accountId)
      .where('seenAt', '>=', sql<string>`now() - make_interval(secs => ${this.presenceTtlMs / 1000})`)
      .execute();
    const status = presenceStatus(member.chosenStatus, combinedPresence(held.map((row) => row.presence)));
    if (status === member.status) return null;
    await trx.updateTable('chat_members').set({ status }).where('id', '=', member.id).execute();
    return publicView({ ...member, status });
  }

  async join(account: JoiningAccount): Promise<ChatProfile> {
    return writeLocked(this.db, 'chat_members', async (trx) => {
      const known = await this.findMember(trx, account.id);
      if (known) return profileView(known);
      const member = joiningMember(account, await nextId(trx, 'chat_members'));
      await trx.insertInto('chat_members').values({ ...member, settings: settingsJson(member.settings) }).execute();
      return profileView(member);
    });
  }

  async contacts(accountId: number): Promise<ChatContactRecord[]> {
    const me = await this.member(this.db, accountId);
    const rows = await this.db.selectFrom('chat_members').selectAll().where('id', '<>', me.id).orderBy('id').execute();
    return rows.map(publicView);
  }

  async findContacts(ids: readonly number[]): Promise<(ChatContactRecord | undefined)[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('chat_members').selectAll().where('id', 'in', [...ids]).execute();
    const byId = new Map(rows.map((m) => [m.id, publicView(m)]));
    return ids.map((id) => byId.get(id));
  }

  async contact(id: number): Promise<ChatContactRecord> {
    const member = await this.person(this.db, id);
    if (!member) throw new NotFoundError(contactNotFound(id));
    return publicView(member);
  }

  async chats(accountId: number): Promise<ChatRecord[]> {
    const me = await this.member(this.db, accountId);
    const threads = await this.db
      .selectFrom('chat_threads')
      .selectAll()
      .where((eb) => eb.or([eb('memberA', '=', me.id), eb('memberB', '=', me.id)]))
      .execute();
    const messages = await this.messagesOf(this.db, threads.map((t) => t.id));
    return threads.map((t) => view(t, messages.get(t.id) ?? [], me.id)).sort(mostRecentFirst);
  }

  async chatById(accountId: number, chatId: number): Promise<ChatRecord | null> {
    const me = await this.member(this.db, accountId);
    const thread = await this.db
      .selectFrom('chat_threads')
      .selectAll()
      .where('id', '=', chatId)
      .where((eb) => eb.or([eb('memberA', '=', me.id), eb('memberB', '=', me.id)]))
      .executeTakeFirst();
    return thread ? this.viewOf(this.db, thread, me.id) : null;
  }

  async chatWith(accountId: number, contactId: number): Promise<ChatRecord | null> {
    const me = await this.member(this.db, accountId);
    requireContact(me, await this.person(this.db, contactId), contactId);
    const thread = await this.threadOf(this.db, me.id, contactId);
    return thread ? this.viewOf(this.db, thread, me.id) : null;
  }

  async open(accountId: number, contactId: number): Promise<ChatRead> {
    return inTransaction(this.db, async (trx) => {
      const me = await this.member(trx, accountId);
      requireContact(me, await this.person(trx, contactId), contactId);
      const found = await this.threadOf(trx, me.id, contactId);
      if (!found) return { chat: null, readerId: me.id, contactId, unseenBefore: 0 };
      // Locked: a message arriving meanwhile is either counted before or unseen after, never lost.
      const thread = await trx.selectFrom('chat_threads').selectAll().where('id', '=', found.id).forUpdate().executeTakeFirstOrThrow();
      const mine = thread.memberA === me.id;
      const unseenBefore = mine ? thread.unseenA : thread.unseenB;
      if (unseenBefore > 0) await trx.updateTable('chat_threads').set(mine ? { unseenA: 0 } : { unseenB: 0 }).where('id', '=', thread.id).execute();
      const read = mine ? { ...thread, unseenA: 0 } : { ...thread, unseenB: 0 };
      return { chat: await this.viewOf(trx, read, me.id), readerId: me.id, contactId, unseenBefore };
    });
  }

  async send(accountId: number, contactId: number, text: string): Promise<SentMessage> {
    const me = await this.member(this.db, accountId);
    const message = checkedMessage(text);
    const contact = requireContact(me, await this.person(this.db, contactId), contactId);
    // One lock for threads and messages: ids as the maximum plus one, one thread per pair.
    return writeLocked(this.db, 'chat_messages', async (trx) => {
      let thread = await this.threadOf(trx, me.id, contactId);
      const created = thread === undefined;
      if (!thread) {
        thread = { id: await nextId(trx, 'chat_threads'), memberA: me.id, memberB: contactId, unseenA: 0, unseenB: 0 };
        await trx.insertInto('chat_threads').values(thread).execute();
      }
      const entry: ChatMessageRecord = { id: await nextId(trx, 'chat_messages'), message, time: this.clock().toISOString(), senderId: me.id };
      await trx.insertInto('chat_messages').values({ ...entry, threadId: thread.id }).execute();
      const theirs = thread.memberA === contactId ? 'unseenA' : 'unseenB';
      thread = await trx
        .updateTable('chat_threads')
        .set((eb) => ({ [theirs]: eb(theirs, '+', 1) }))
        .where('id', '=', thread.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        message: entry,
        chat: await this.viewOf(trx, thread, me.id),
        created,
        members: [me.id, contactId],
        accounts: [me.accountId, contact.accountId],
      };
    });
  }

  async typing(accountId: number, contactId: number, isTyping: boolean): Promise<TypingNotice> {
    const me = await this.member(this.db, accountId);
    return typingNotice(me, requireContact(me, await this.person(this.db, contactId), contactId), isTyping, this.clock);
  }

  async notificationsOn(accountId: number): Promise<boolean> {
    return (await this.findMember(this.db, accountId))?.settings.isNotificationsOn ?? false;
  }
}

