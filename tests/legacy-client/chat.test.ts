import { describe, expect, it } from 'vitest';
import { useLegacyApp, expectBadRequest } from './support.js';

/**
 * The chat store. Opening a chat passes `{ id }` as axios's config, so get-chat reaches us without
 * an id; sending posts `{ obj: { ...selectedUser, message } }`, the whole `{ chat, contact }` it holds.
 */
interface Contact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string | null;
  status: string;
}

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /apps/chat/users/profile-user: the profile sidebar', async () => {
    const res = await ctx.client.get('/apps/chat/users/profile-user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      fullName: expect.any(String),
      role: expect.any(String),
      about: expect.any(String),
      status: expect.stringMatching(/^(online|offline|busy|away)$/),
      settings: { isTwoStepAuthVerificationEnabled: expect.any(Boolean), isNotificationsOn: expect.any(Boolean) },
    });
  });

  it('GET /apps/chat/chats-and-contacts: chats with their summary, contacts and the profile', async () => {
    const res = await ctx.client.get('/apps/chat/chats-and-contacts');
    expect(res.statusCode).toBe(200);
    const { chatsContacts, contacts, profileUser } = res.json<{
      chatsContacts: (Contact & { chat: { id: number; unseenMsgs: number; lastMessage: { message: string; time: string } } })[];
      contacts: Contact[];
      profileUser: { id: number; fullName: string };
    }>();
    expect(chatsContacts.length).toBeGreaterThan(0);
    for (const item of chatsContacts) {
      expect(item).toMatchObject({ id: expect.any(Number), fullName: expect.any(String), status: expect.any(String) });
      expect(item.chat).toMatchObject({ id: expect.any(Number), unseenMsgs: expect.any(Number) });
      expect(typeof item.chat.lastMessage.message).toBe('string');
      expect(Number.isNaN(new Date(item.chat.lastMessage.time).getTime())).toBe(false);
    }
    expect(contacts.length).toBeGreaterThan(0);
    contacts.forEach((c) => expect(typeof c.about).toBe('string'));
    expect(profileUser).toMatchObject({ id: expect.any(Number), fullName: expect.any(String) });
  });

  it('GET /apps/chat/get-chat sends no id: 400 naming it', async () => {
    expectBadRequest(await ctx.client.get('/apps/chat/get-chat'), 'id');
  });
});

describe('writes', () => {
  it('POST /apps/chat/send-msg with the selected {chat, contact} and the message: 201, and the chat shows it', async () => {

    const { chatsContacts } = (await ctx.client.get('/apps/chat/chats-and-contacts')).json<{ chatsContacts: Contact[] }>();
    const contact = chatsContacts[0];
    const selectedUser = (await ctx.admin({ method: 'GET', url: `/apps/chat/get-chat?id=${contact.id}` })).json();
    expect(selectedUser).toMatchObject({ chat: { id: expect.any(Number) }, contact: { id: contact.id } });

    const res = await ctx.client.post('/apps/chat/send-msg', { obj: { ...selectedUser, message: 'Добрый день! Счёт отправил.' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ newMessageData: { message: 'Добрый день! Счёт отправил.', senderId: expect.any(Number) } });
    const after = (await ctx.admin({ method: 'GET', url: `/apps/chat/get-chat?id=${contact.id}` })).json();
    expect(after.chat.chat.at(-1).message).toBe('Добрый день! Счёт отправил.');
  });

  it('POST /apps/chat/send-msg to a contact without a chat (obj.chat undefined) starts one', async () => {
    const { chatsContacts, contacts } = (await ctx.client.get('/apps/chat/chats-and-contacts')).json<{
      chatsContacts: Contact[];
      contacts: Contact[];
    }>();
    const fresh = contacts.find((c) => !chatsContacts.some((k) => k.id === c.id));
    expect(fresh).toBeDefined();
    const res = await ctx.client.post('/apps/chat/send-msg', { obj: { contact: fresh, message: 'Здравствуйте!' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().chat).toMatchObject({ userId: fresh!.id, chat: [{ message: 'Здравствуйте!' }] });
    const after = (await ctx.client.get('/apps/chat/chats-and-contacts')).json<{ chatsContacts: Contact[] }>();
    expect(after.chatsContacts.some((c) => c.id === fresh!.id)).toBe(true);
  });
});
