import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_PASSWORD, seedAccounts } from '../../seed/accounts.js';
import { PROFILE_USER_ID, contactAccountId, seedChat } from '../../seed/chat.js';
import { DEMO } from '../helper.js';
import { requester, subscribe, subscribed, tokenFor, useLiveServer } from './support.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

const seed = seedChat();
const accounts = seedAccounts(seed);
const emailOf = (contactId: number) => accounts.find((a) => a.id === contactAccountId(contactId))!.email;

const CHAT_CHANGED = `subscription {
  chatChanged { change reason message { id message time senderId } chat { id userId unseenMsgs lastMessage { id } contact { id fullName } } }
}`;
const TYPING = 'subscription { chatTyping { contactId isTyping expiresAt contact { id } } }';

interface ChatChanged {
  chatChanged: {
    change: string;
    reason: string;
    message: { id: string; message: string; time: string; senderId: string } | null;
    chat: { id: string; userId: string; unseenMsgs: number; lastMessage: { id: string }; contact: { id: string; fullName: string } };
  };
}

const server = useLiveServer();
const open = server.open;
let admin: string;
let olga: string;
let natalya: string;

beforeEach(async () => {
  admin = await server.token(DEMO.admin.email, DEMO.admin.password);
  olga = await server.token(emailOf(1), CONTACT_PASSWORD);
  natalya = await server.token(emailOf(2), CONTACT_PASSWORD);
});

describe('chat contacts are accounts', () => {
  it('a contact signs in with the demo password and the REST chat answers as them', async () => {
    const { rest } = requester(server.app, olga);
    const profile = (await rest({ method: 'GET', url: '/apps/chat/users/profile-user' })).json();
    expect(profile).toMatchObject({ id: 1, fullName: seed.contacts[0].fullName });
    const body = (await rest({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).json();
    expect(body.profileUser.id).toBe(1);
    expect(body.contacts.map((c: { id: number }) => c.id)).toEqual([...seed.contacts.slice(1).map((c) => c.id), PROFILE_USER_ID]);
    // Her only conversation is the one with the demo admin, nothing unread on her side.
    expect(body.chatsContacts).toHaveLength(1);
    expect(body.chatsContacts[0]).toMatchObject({ id: PROFILE_USER_ID, chat: { id: 1, unseenMsgs: 0 } });
  });

  it('the demo client, outside the chat, is still refused by CASL', async () => {
    const client = await tokenFor(server.app, DEMO.client.email, DEMO.client.password);
    expect((await requester(server.app, client).rest({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).statusCode).toBe(403);
  });

  it('a newly registered admin joins the directory with an empty chat', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'new@demo.com', password: 'secret-42', username: 'newbie' } });
    const { rest } = requester(server.app, res.json().accessToken);
    const body = (await rest({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).json();
    expect(body).toMatchObject({ chatsContacts: [], profileUser: { fullName: 'newbie' } });
    expect(body.contacts).toHaveLength(seed.contacts.length + 1);
  });
});

describe('a message from one account reaches the other live', () => {
  it('delivers REST and GraphQL messages to both people, with server ids, times and unseen counts', async () => {
    const adminLive = open(admin);
    const olgaLive = open(olga);
    const toOlga = subscribe<ChatChanged>(olgaLive.client, CHAT_CHANGED);
    const toAdmin = subscribe<ChatChanged>(adminLive.client, CHAT_CHANGED);
    await subscribed(server.app, 'chat.message', 2);

    const sent = await requester(server.app, admin).rest({
      method: 'POST',
      url: '/apps/chat/send-msg',
      payload: { obj: { message: 'Ольга, договор готов', contact: { id: 1 } } },
    });
    expect(sent.statusCode).toBe(201);
    const atOlga = (await toOlga.next()).data!.chatChanged;
    expect(atOlga).toMatchObject({
      change: 'UPDATED',
      reason: 'message_sent',
      message: { message: 'Ольга, договор готов', senderId: String(PROFILE_USER_ID), time: sent.json().newMessageData.time },
      chat: { id: '1', userId: String(PROFILE_USER_ID), unseenMsgs: 1, contact: { id: String(PROFILE_USER_ID), fullName: 'Анна Смирнова' } },
    });
    expect(atOlga.chat.lastMessage.id).toBe(atOlga.message!.id);
    // The sender's own sessions get it too, with her own (unchanged) unseen count.
    expect((await toAdmin.next()).data!.chatChanged).toMatchObject({ chat: { id: '1', userId: '1', unseenMsgs: 0 }, message: { id: atOlga.message!.id } });

    const reply = await requester(server.app, olga).graphql<{ sendMessage: { message: { id: string } } }>(
      'mutation ($to: ID!) { sendMessage(contactId: $to, message: "Спасибо, посмотрю") { message { id senderId } } }',
      { to: String(PROFILE_USER_ID) },
    );
    const atAdmin = (await toAdmin.next()).data!.chatChanged;
    expect(atAdmin).toMatchObject({ message: { message: 'Спасибо, посмотрю', senderId: '1' }, chat: { userId: '1', unseenMsgs: 1 } });
    expect(Number(reply.data!.sendMessage.message.id)).toBeGreaterThan(Number(atOlga.message!.id));
    expect((await toOlga.next()).data!.chatChanged.message?.id).toBe(reply.data!.sendMessage.message.id);
  });

  it('reading a conversation updates the reader’s other sessions, not the other person', async () => {
    const adminLive = open(admin);
    const natalyaLive = open(natalya);
    const adminChats = subscribe<ChatChanged>(adminLive.client, CHAT_CHANGED);
    const natalyaChats = subscribe<ChatChanged>(natalyaLive.client, CHAT_CHANGED);
    await subscribed(server.app, 'chat.read', 2);
    // The demo admin has one unread message from Natalya (contact 2) in the seed.
    await requester(server.app, admin).rest({ method: 'GET', url: '/apps/chat/get-chat?id=2' });
    expect((await adminChats.next()).data!.chatChanged).toMatchObject({ change: 'UPDATED', reason: 'read', message: null, chat: { userId: '2', unseenMsgs: 0 } });
    expect(await natalyaChats.collect(200)).toEqual([]);
  });

  it('a first message between two contacts creates their conversation; nobody else hears of it', async () => {
    const adminLive = open(admin);
    const natalyaLive = open(natalya);
    const adminChats = subscribe<ChatChanged>(adminLive.client, CHAT_CHANGED);
    const natalyaChats = subscribe<ChatChanged>(natalyaLive.client, CHAT_CHANGED);
    await subscribed(server.app, 'chat.message', 2);
    await requester(server.app, olga).graphql('mutation { sendMessage(contactId: 2, message: "Наташа, привет!") { chat { id } } }');
    const created = (await natalyaChats.next()).data!.chatChanged;
    expect(created).toMatchObject({ change: 'CREATED', chat: { userId: '1', unseenMsgs: 1 }, message: { senderId: '1' } });
    expect(Number(created.chat.id)).toBe(Math.max(...seed.chats.map((c) => c.id)) + 1);
    expect(await adminChats.collect(200)).toEqual([]);
  });
});

describe('typing indicator', () => {
  it('shows the other person typing, lapses at expiresAt and stops when the message is sent', async () => {
    const adminLive = open(admin);
    const natalyaLive = open(natalya);
    const adminTyping = subscribe<{ chatTyping: { contactId: string; isTyping: boolean; expiresAt: string | null } }>(adminLive.client, TYPING);
    const natalyaTyping = subscribe(natalyaLive.client, TYPING);
    await subscribed(server.app, 'chat.typing', 2);

    const res = await requester(server.app, olga).graphql('mutation { setChatTyping(contactId: 100, isTyping: true) }');
    expect(res.data).toEqual({ setChatTyping: true });
    const typing = (await adminTyping.next()).data!.chatTyping;
    expect(typing).toMatchObject({ contactId: '1', isTyping: true });
    expect(Date.parse(typing.expiresAt!) - Date.now()).toBeGreaterThan(4000);

    await requester(server.app, olga).graphql('mutation { sendMessage(contactId: 100, message: "Готово") { message { id } } }');
    expect((await adminTyping.next()).data!.chatTyping).toMatchObject({ contactId: '1', isTyping: false, expiresAt: null });
    expect(await natalyaTyping.collect(200)).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown contact and for oneself', async () => {
    for (const id of [999, 1]) {
      const res = await requester(server.app, olga).graphql(`mutation { setChatTyping(contactId: ${id}, isTyping: true) }`);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('the legacy REST calls keep their shapes for the demo admin', () => {
  it('answers the seeded profile, contacts and chats exactly', async () => {
    const token = await tokenFor(server.app, DEMO.admin.email, DEMO.admin.password);
    const body = (await requester(server.app, token).rest({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).json();
    expect(body.profileUser).toEqual(seed.profileUser);
    // A contact without a photo is shown with their initials avatar.
    expect(body.contacts).toEqual(seed.contacts.map((c) => ({ ...c, avatar: c.avatar ?? initialsAvatarUrl(c.fullName) })));
    const chat = (await requester(server.app, token).rest({ method: 'GET', url: '/apps/chat/get-chat?id=1' })).json().chat;
    expect(chat).toEqual(seed.chats.find((c) => c.userId === 1));
  });
});
