import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import { seededMembers, seededMessageIds } from './memory-repository.js';
import type { ChatSettings, ChatSeed } from './models.js';
import type { Member } from './rules.js';

declare module '../db/database.js' {
  interface Database extends ChatTables {}
}

export interface ChatTables {
  /** The directory: one person per account that may use the chat. */
  chat_members: Member;
  /** A conversation between two people, with each one's unseen count. */
  chat_threads: { id: number; memberA: number; memberB: number; unseenA: number; unseenB: number };
  /** Messages; ids are unique across conversations and increase in acceptance order. */
  chat_messages: { id: number; threadId: number; senderId: number; message: string; time: string };
  /** Each server instance's live presence of each account it holds a session of (none: gone), and when it last said so. */
  chat_presence: { instanceId: string; accountId: number; presence: 'active' | 'idle'; seenAt: string };
}

/** Presence per instance (several instances): see ChatRepository.setPresence. */
export const chatPresenceMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('chat_presence')
      .addColumn('instance_id', 'uuid', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('presence', 'text', (c) => c.notNull().check(sql`presence IN ('active', 'idle')`))
      .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_presence_pkey', ['instance_id', 'account_id'])
      .execute();
    await sql`CREATE INDEX chat_presence_account ON chat_presence (account_id)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('chat_presence').execute();
  },
};

export const chatMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('chat_members')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().unique().references('accounts.id').onDelete('cascade'))
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('about', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('chosen_status', 'text', (c) => c.notNull())
      .addColumn('settings', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('chat_threads')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('member_a', 'integer', (c) => c.notNull().references('chat_members.id').onDelete('cascade'))
      .addColumn('member_b', 'integer', (c) => c.notNull().references('chat_members.id').onDelete('cascade'))
      .addColumn('unseen_a', 'integer', (c) => c.notNull())
      .addColumn('unseen_b', 'integer', (c) => c.notNull())
      .execute();
    // One conversation per pair of people, whoever started it; found from either side.
    await sql`CREATE UNIQUE INDEX chat_threads_pair ON chat_threads (least(member_a, member_b), greatest(member_a, member_b))`.execute(db);
    await sql`CREATE INDEX chat_threads_member_b ON chat_threads (member_b)`.execute(db);
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('thread_id', 'integer', (c) => c.notNull().references('chat_threads.id').onDelete('cascade'))
      .addColumn('sender_id', 'integer', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('time', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX chat_messages_thread ON chat_messages (thread_id, id)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['chat_messages', 'chat_threads', 'chat_members']) await db.schema.dropTable(table).execute();
  },
};

/** Chat settings as a jsonb parameter. */
export const settingsJson = (settings: ChatSettings) => sql<ChatSettings>`${JSON.stringify(settings)}::jsonb`;

/** The seed's directory, the demo admin's conversations and their messages (numbered as the memory store does). */
export async function seedChatTables(trx: Transaction<Database>, seed: ChatSeed): Promise<void> {
  const members = seededMembers(seed).map((m) => ({ ...m, settings: settingsJson(m.settings) }));
  await insertInBatches(members, (batch) => trx.insertInto('chat_members').values(batch).execute());
  const threads = seed.chats.map((chat) => ({ id: chat.id, memberA: seed.profileUser.id, memberB: chat.userId, unseenA: chat.unseenMsgs, unseenB: 0 }));
  await insertInBatches(threads, (batch) => trx.insertInto('chat_threads').values(batch).execute());
  const ids = seededMessageIds(seed);
  const messages = seed.chats.flatMap((chat) => chat.chat.map((m) => ({ id: ids.get(m) ?? 0, threadId: chat.id, ...m })));
  await insertInBatches(messages, (batch) => trx.insertInto('chat_messages').values(batch).execute());
}
