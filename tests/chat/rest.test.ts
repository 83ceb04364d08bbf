import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROFILE_USER_ID, seedChat } from '../../seed/chat.js';
import type { ChatMessage, ChatRecord, SeedChat } from '../../server/chat/models.js';
import { injectAs, useApp } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

const NOW = new Date('2026-11-05T10:00:00.000Z');
const app = useApp({ clock: () => NOW });
const admin = injectAs(app, 'admin');

const seed = seedChat();
const withUnseen = seed.chats.find((c) => c.unseenMsgs > 0)!;
const withoutChat = seed.contacts.find((c) => !seed.chats.some((chat) => chat.userId === c.id))!;
const lastTime = (chat: SeedChat) => chat.chat[chat.chat.length - 1].time;
/** A seeded person as the chat shows them: without a photo, with their initials avatar. */
const shown = <P extends { fullName: string; avatar: string | null }>(person: P): P => ({ ...person, avatar: person.avatar ?? initialsAvatarUrl(person.fullName) });

interface ChatContactRow {
  id: number;
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage };
}

async function chatsAndContacts(): Promise<{ chatsContacts: ChatContactRow[]; contacts: { id: number }[]; profileUser: unknown }> {
  const res = await admin({ method: 'GET', url: '/apps/chat/chats-and-contacts' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function getChat(id: number): Promise<{ chat: ChatRecord | null; contact: { id: number } }> {
  const res = await admin({ method: 'GET', url: `/apps/chat/get-chat?id=${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function send(payload: InjectOptions['payload']) {
  return admin({ method: 'POST', url: '/apps/chat/send-msg', payload });
}

describe('seed', () => {
  it('has a seller, 12+ contacts of every status, some without avatar, and unread chats for about half', () => {
    expect(seed.profileUser.settings).toEqual({ isTwoStepAuthVerificationEnabled: expect.any(Boolean), isNotificationsOn: expect.any(Boolean) });
    expect(seed.contacts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seed.contacts.map((c) => c.status))).toEqual(new Set(['online', 'offline', 'busy', 'away']));
    expect(seed.contacts.some((c) => c.avatar === null)).toBe(true);
    expect(seed.chats.length).toBeGreaterThanOrEqual(Math.floor(seed.contacts.length / 2));
    expect(seed.chats.some((c) => c.unseenMsgs > 0)).toBe(true);
    for (const chat of seed.chats) {
      expect(new Set(chat.chat.map((m) => m.senderId))).toEqual(new Set([chat.userId, PROFILE_USER_ID]));
      expect(chat.chat.map((m) => m.time)).toEqual(chat.chat.map((m) => m.time).sort());
    }
  });
});

describe('GET /apps/chat/users/profile-user', () => {
  it('answers the seller with every field', async () => {
    const res = await admin({ method: 'GET', url: '/apps/chat/users/profile-user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seed.profileUser);
  });
});

describe('GET /apps/chat/chats-and-contacts', () => {
  it('lists contacts with a chat, latest message first, each with its summary', async () => {
    const body = await chatsAndContacts();
    const expected = [...seed.chats].sort((a, b) => lastTime(b).localeCompare(lastTime(a)));
    expect(body.chatsContacts.map((c) => c.id)).toEqual(expected.map((c) => c.userId));
    for (const row of body.chatsContacts) {
      const chat = seed.chats.find((c) => c.userId === row.id)!;
      const contact = seed.contacts.find((c) => c.id === row.id)!;
      expect(row).toEqual({ ...shown(contact), chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat[chat.chat.length - 1] } });
    }
  });

  it('lists every contact and the profile user', async () => {
    const body = await chatsAndContacts();
    expect(body.contacts).toEqual(seed.contacts.map(shown));
    expect(body.profileUser).toEqual(seed.profileUser);
  });
});

describe('GET /apps/chat/get-chat', () => {
  it('answers the chat and its contact, and marks it seen', async () => {
    const body = await getChat(withUnseen.userId);
    expect(body.chat).toEqual({ ...withUnseen, unseenMsgs: 0 });
    expect(body.contact).toEqual(shown(seed.contacts.find((c) => c.id === withUnseen.userId)!));
    const row = (await chatsAndContacts()).chatsContacts.find((c) => c.id === withUnseen.userId);
    expect(row?.chat.unseenMsgs).toBe(0);
  });

  it('answers chat null for a contact without a conversation', async () => {
    const body = await getChat(withoutChat.id);
    expect(body).toEqual({ chat: null, contact: withoutChat });
  });

  it.each([
    ['an unknown contact', 404, '?id=999'],
    ['a missing id', 400, ''],
    ['a non-numeric id', 400, '?id=abc'],
    ['a negative id', 400, '?id=-1'],
  ])('answers %s with %i', async (_name, status, query) => {
    const res = await admin({ method: 'GET', url: `/apps/chat/get-chat${query}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
  });
});

describe('POST /apps/chat/send-msg', () => {
  it('appends to an existing chat: 201 with the message and the chat id, no chat', async () => {
    const chat = seed.chats[seed.chats.length - 1];
    const contact = seed.contacts.find((c) => c.id === chat.userId);
    const res = await send({ obj: { message: 'Договорились, жду список.', contact } });
    expect(res.statusCode).toBe(201);
    const newMessageData = { message: 'Договорились, жду список.', time: NOW.toISOString(), senderId: PROFILE_USER_ID };
    expect(res.json()).toEqual({ newMessageData, id: chat.id });
    expect((await getChat(chat.userId)).chat?.chat.at(-1)).toEqual(newMessageData);
    expect((await chatsAndContacts()).chatsContacts[0]).toMatchObject({ id: chat.userId, chat: { lastMessage: newMessageData } });
  });

  it('starts a chat with a contact who has none (new id = max + 1) and answers it', async () => {
    const res = await send({ obj: { message: '  Добрый день! Вышлю предложение сегодня.  ', contact: { id: withoutChat.id } } });
    expect(res.statusCode).toBe(201);
    const newMessageData = { message: 'Добрый день! Вышлю предложение сегодня.', time: NOW.toISOString(), senderId: PROFILE_USER_ID };
    const id = Math.max(...seed.chats.map((c) => c.id)) + 1;
    expect(res.json()).toEqual({ newMessageData, id, chat: { id, userId: withoutChat.id, unseenMsgs: 0, chat: [newMessageData] } });
    expect((await getChat(withoutChat.id)).chat?.id).toBe(id);
    expect((await chatsAndContacts()).chatsContacts[0].id).toBe(withoutChat.id);
  });

  it('accepts a message of exactly 2000 characters', async () => {
    const res = await send({ obj: { message: 'я'.repeat(2000), contact: { id: 1 } } });
    expect(res.statusCode).toBe(201);
  });

  it('answers an unknown contact with 404 and starts no chat', async () => {
    const res = await send({ obj: { message: 'Привет', contact: { id: 999 } } });
    expect(res.statusCode).toBe(404);
    expect((await chatsAndContacts()).chatsContacts).toHaveLength(seed.chats.length);
  });

  it.each([
    ['an empty message', { obj: { message: '', contact: { id: 1 } } }],
    ['a blank message', { obj: { message: '   ', contact: { id: 1 } } }],
    ['a message over 2000 characters', { obj: { message: 'я'.repeat(2001), contact: { id: 1 } } }],
    ['a missing contact', { obj: { message: 'Привет' } }],
    ['a contact without id', { obj: { message: 'Привет', contact: { fullName: 'X' } } }],
    ['a non-numeric contact id', { obj: { message: 'Привет', contact: { id: 'abc' } } }],
    ['a missing obj', { message: 'Привет' }],
  ])('answers %s with 400 and changes nothing', async (_name, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect((await getChat(1)).chat?.chat).toEqual(seed.chats.find((c) => c.userId === 1)?.chat);
  });
});

describe('access', () => {
  const routes = [
    { method: 'GET', url: '/apps/chat/users/profile-user' },
    { method: 'GET', url: '/apps/chat/chats-and-contacts' },
    { method: 'GET', url: `/apps/chat/get-chat?id=${withUnseen.userId}` },
    { method: 'POST', url: '/apps/chat/send-msg', payload: { obj: { message: 'Привет', contact: { id: 1 } } } },
  ] as const;

  it.each(routes)('$method $url answers 401 without a token', async (route) => {
    expect((await app.inject({ ...route })).statusCode).toBe(401);
  });

  it.each(routes)('$method $url answers 403 to the client and changes nothing', async (route) => {
    expect((await injectAs(app, 'client')({ ...route })).statusCode).toBe(403);
    const rows = (await chatsAndContacts()).chatsContacts;
    expect(rows.find((r) => r.id === withUnseen.userId)?.chat.unseenMsgs).toBe(withUnseen.unseenMsgs);
    expect(rows.find((r) => r.id === 1)?.chat.lastMessage).toEqual(seed.chats.find((c) => c.userId === 1)?.chat.at(-1));
  });
});
