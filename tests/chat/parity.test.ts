import { describe, expect, it } from 'vitest';
import { seedChat } from '../../seed/chat.js';
import type { ChatMessage } from '../../server/chat/models.js';
import { useParity } from '../helper.js';

const { rest, gql } = useParity();

const seed = seedChat();
const asGraphQLMessage = (m: ChatMessage) => ({ ...m, senderId: String(m.senderId) });

interface RestRow {
  id: number;
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage };
}

async function compareLists(): Promise<void> {
  const r = (await rest({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).json();
  const g = await gql<{ chatsAndContacts: { chats: { id: string; userId: string; unseenMsgs: number; lastMessage: unknown }[]; contacts: { id: string }[] } }>(
    '{ chatsAndContacts { chats { id userId unseenMsgs lastMessage { message time senderId } } contacts { id } } }',
  );
  expect(g.data?.chatsAndContacts.chats).toEqual(
    r.chatsContacts.map((row: RestRow) => ({
      id: String(row.chat.id),
      userId: String(row.id),
      unseenMsgs: row.chat.unseenMsgs,
      lastMessage: asGraphQLMessage(row.chat.lastMessage),
    })),
  );
  expect(g.data?.chatsAndContacts.contacts.map((c) => c.id)).toEqual(r.contacts.map((c: { id: number }) => String(c.id)));
}

describe('REST and GraphQL agree on the same state', () => {
  it('profile-user equals chatProfile', async () => {
    const r = (await rest({ method: 'GET', url: '/apps/chat/users/profile-user' })).json();
    const g = await gql<{ chatProfile: unknown }>(
      '{ chatProfile { id avatar fullName role about status settings { isTwoStepAuthVerificationEnabled isNotificationsOn } } }',
    );
    expect(g.data?.chatProfile).toEqual({ ...r, id: String(r.id) });
  });

  it('chats-and-contacts equals chatsAndContacts: same chats in the same order, same contacts', async () => {
    await compareLists();
  });

  it('they still agree after a message starts a new chat and another chat is opened', async () => {
    const fresh = seed.contacts.find((c) => !seed.chats.some((chat) => chat.userId === c.id))!;
    await rest({ method: 'POST', url: '/apps/chat/send-msg', payload: { obj: { message: 'Добрый день!', contact: { id: fresh.id } } } });
    const unread = seed.chats.find((c) => c.unseenMsgs > 0)!;
    await gql('mutation($id: ID!) { openChat(contactId: $id) { id } }', { id: String(unread.userId) });
    await compareLists();
  });

  it.each(seed.chats.map((c) => c.userId))('get-chat %i has the same messages as chat(contactId)', async (contactId) => {
    const g = await gql<{ chat: { id: string; messages: unknown[] } }>(
      `{ chat(contactId: "${contactId}") { id messages { message time senderId } } }`,
    );
    const r = (await rest({ method: 'GET', url: `/apps/chat/get-chat?id=${contactId}` })).json();
    expect(g.data?.chat).toEqual({ id: String(r.chat.id), messages: r.chat.chat.map(asGraphQLMessage) });
  });
});
