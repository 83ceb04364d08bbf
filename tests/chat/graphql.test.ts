import { describe, expect, it } from 'vitest';
import { PROFILE_USER_ID, seedChat } from '../../seed/chat.js';
import type { ChatRecord, SeedChat } from '../../server/chat/models.js';
import { graphqlAs, useApp } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

const NOW = new Date('2026-11-05T10:00:00.000Z');
const app = useApp({ clock: () => NOW });
const gql = graphqlAs(app, 'admin');

const seed = seedChat();
const withUnseen = seed.chats.find((c) => c.unseenMsgs > 0)!;
const withoutChat = seed.contacts.find((c) => !seed.chats.some((chat) => chat.userId === c.id))!;
const lastTime = (chat: SeedChat) => chat.chat[chat.chat.length - 1].time;
/** A seeded person as the chat shows them: without a photo, with their initials avatar. */
const shown = <P extends { fullName: string; avatar: string | null }>(person: P): P => ({ ...person, avatar: person.avatar ?? initialsAvatarUrl(person.fullName) });
const asGraphQLMessage = (m: { message: string; time: string; senderId: number }) => ({ ...m, senderId: String(m.senderId) });

const PROFILE = 'id avatar fullName role about status settings { isTwoStepAuthVerificationEnabled isNotificationsOn }';
const CONTACT = 'id fullName role about avatar status';
const CHAT = `id userId unseenMsgs contact { ${CONTACT} } messages { message time senderId } lastMessage { message time senderId }`;

interface GqlChat {
  id: string;
  userId: string;
  unseenMsgs: number;
  contact: { id: string; fullName: string };
  messages: { message: string; time: string; senderId: string }[];
  lastMessage: { message: string; time: string; senderId: string } | null;
}

async function chat(contactId: number | string): Promise<GqlChat | null> {
  const res = await gql<{ chat: GqlChat | null }>(`query($id: ID!) { chat(contactId: $id) { ${CHAT} } }`, { id: String(contactId) });
  expect(res.errors).toBeUndefined();
  return res.data!.chat;
}

describe('Query.chatProfile', () => {
  it('answers the seller', async () => {
    const res = await gql<{ chatProfile: unknown }>(`{ chatProfile { ${PROFILE} } }`);
    expect(res.data?.chatProfile).toEqual({ ...seed.profileUser, id: String(PROFILE_USER_ID) });
  });
});

describe('Query.chatsAndContacts', () => {
  it('lists chats latest first with their contact, last message and unread count', async () => {
    const res = await gql<{ chatsAndContacts: { chats: GqlChat[]; contacts: { id: string }[] } }>(
      `{ chatsAndContacts { chats { ${CHAT} } contacts { ${CONTACT} } } }`,
    );
    expect(res.errors).toBeUndefined();
    const expected = [...seed.chats].sort((a, b) => lastTime(b).localeCompare(lastTime(a)));
    const chats = res.data!.chatsAndContacts.chats;
    expect(chats.map((c) => c.id)).toEqual(expected.map((c) => String(c.id)));
    for (const [i, c] of chats.entries()) {
      const contact = seed.contacts.find((x) => x.id === expected[i].userId)!;
      expect(c.contact).toEqual({ ...shown(contact), id: String(contact.id) });
      expect(c.unseenMsgs).toBe(expected[i].unseenMsgs);
      expect(c.lastMessage).toEqual(asGraphQLMessage(expected[i].chat.at(-1)!));
      expect(c.messages).toEqual(expected[i].chat.map(asGraphQLMessage));
    }
    expect(res.data!.chatsAndContacts.contacts).toEqual(seed.contacts.map((c) => ({ ...shown(c), id: String(c.id) })));
  });
});

describe('Query.chat', () => {
  it('answers the conversation without marking it seen', async () => {
    expect(await chat(withUnseen.userId)).toMatchObject({ id: String(withUnseen.id), unseenMsgs: withUnseen.unseenMsgs });
    expect((await chat(withUnseen.userId))?.unseenMsgs).toBe(withUnseen.unseenMsgs);
  });

  it('answers null for a contact without a conversation', async () => {
    expect(await chat(withoutChat.id)).toBeNull();
  });

  it.each([
    ['an unknown contact', '999', 'NOT_FOUND'],
    ['a non-numeric id', 'abc', 'BAD_USER_INPUT'],
  ])('refuses %s', async (_name, id, code) => {
    const res = await gql(`query($id: ID!) { chat(contactId: $id) { id } }`, { id });
    expect(res.errors?.[0].extensions?.code).toBe(code);
  });
});

const OPEN = `mutation($id: ID!) { openChat(contactId: $id) { id unseenMsgs } }`;
const SEND = `mutation($id: ID!, $message: NonEmptyString!) {
  sendMessage(contactId: $id, message: $message) { message { message time senderId } chat { ${CHAT} } }
}`;
const UPDATE_PROFILE = `mutation($input: ChatProfileInput!) { updateChatProfile(input: $input) { ${PROFILE} } }`;

describe('Mutation.openChat', () => {
  it('sets unseenMsgs to 0 and a later read agrees', async () => {
    const res = await gql<{ openChat: { id: string; unseenMsgs: number } }>(OPEN, { id: String(withUnseen.userId) });
    expect(res.data?.openChat).toEqual({ id: String(withUnseen.id), unseenMsgs: 0 });
    expect((await chat(withUnseen.userId))?.unseenMsgs).toBe(0);
  });

  it('answers null for a contact without a conversation and starts none', async () => {
    const res = await gql<{ openChat: unknown }>(OPEN, { id: String(withoutChat.id) });
    expect(res.data?.openChat).toBeNull();
    expect(await chat(withoutChat.id)).toBeNull();
  });

  it('refuses an unknown contact with NOT_FOUND', async () => {
    expect((await gql(OPEN, { id: '999' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('Mutation.sendMessage', () => {
  const sent = { message: 'Спасибо, получил.', time: NOW.toISOString(), senderId: String(PROFILE_USER_ID) };

  it('appends to the conversation and returns the whole chat with its id', async () => {
    const existing = seed.chats[0];
    const res = await gql<{ sendMessage: { message: unknown; chat: GqlChat } }>(SEND, { id: String(existing.userId), message: sent.message });
    expect(res.errors).toBeUndefined();
    expect(res.data?.sendMessage.message).toEqual(sent);
    expect(res.data?.sendMessage.chat).toMatchObject({ id: String(existing.id), lastMessage: sent });
    expect(res.data?.sendMessage.chat.messages).toHaveLength(existing.chat.length + 1);
    expect((await chat(existing.userId))?.messages.at(-1)).toEqual(sent);
  });

  it('starts a conversation with a contact who has none', async () => {
    const res = await gql<{ sendMessage: { chat: GqlChat } }>(SEND, { id: String(withoutChat.id), message: sent.message });
    const id = String(Math.max(...seed.chats.map((c) => c.id)) + 1);
    expect(res.data?.sendMessage.chat).toMatchObject({ id, userId: String(withoutChat.id), unseenMsgs: 0, messages: [sent] });
    expect(res.data?.sendMessage.chat.contact.fullName).toBe(withoutChat.fullName);
    expect((await chat(withoutChat.id))?.id).toBe(id);
  });

  it.each([
    ['an empty message', '1', ''],
    ['a blank message', '1', '   '],
    ['a message over 2000 characters', '1', 'я'.repeat(2001)],
    ['a non-numeric contact id', 'x', 'Привет'],
  ])('refuses %s with BAD_USER_INPUT and changes nothing', async (_name, id, message) => {
    const res = await gql(SEND, { id, message });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await chat(1))?.messages).toHaveLength(seed.chats.find((c) => c.userId === 1)!.chat.length);
  });

  it('refuses an unknown contact with NOT_FOUND and starts no chat', async () => {
    const res = await gql(SEND, { id: '999', message: 'Привет' });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const list = await gql<{ chatsAndContacts: { chats: unknown[] } }>('{ chatsAndContacts { chats { id } } }');
    expect(list.data?.chatsAndContacts.chats).toHaveLength(seed.chats.length);
  });
});

describe('Mutation.updateChatProfile', () => {
  it('changes only the given fields and a later read agrees', async () => {
    const res = await gql<{ updateChatProfile: typeof seed.profileUser }>(UPDATE_PROFILE, {
      input: { status: 'busy', about: 'На встрече до 15:00', settings: { isNotificationsOn: true } },
    });
    const expected = {
      ...seed.profileUser,
      id: String(PROFILE_USER_ID),
      status: 'busy',
      about: 'На встрече до 15:00',
      settings: { ...seed.profileUser.settings, isNotificationsOn: true },
    };
    expect(res.data?.updateChatProfile).toEqual(expected);
    expect((await gql<{ chatProfile: unknown }>(`{ chatProfile { ${PROFILE} } }`)).data?.chatProfile).toEqual(expected);
  });

  it.each([
    ['an unknown status', { status: 'sleeping' }],
    ['an about over 500 characters', { about: 'я'.repeat(501) }],
  ])('refuses %s with BAD_USER_INPUT and changes nothing', async (_name, input) => {
    const res = await gql(UPDATE_PROFILE, { input });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const profile = await gql<{ chatProfile: { status: string; about: string } }>('{ chatProfile { status about } }');
    expect(profile.data?.chatProfile).toEqual({ status: seed.profileUser.status, about: seed.profileUser.about });
  });
});

describe('access', () => {
  const operations = [
    ['chatProfile', '{ chatProfile { id } }', undefined],
    ['chatsAndContacts', '{ chatsAndContacts { contacts { id } } }', undefined],
    ['chat', '{ chat(contactId: "1") { id } }', undefined],
    ['openChat', OPEN, { id: String(withUnseen.userId) }],
    ['sendMessage', SEND, { id: '1', message: 'Привет' }],
    ['updateChatProfile', UPDATE_PROFILE, { input: { status: 'away' } }],
  ] as const;

  it.each(operations)('%s is UNAUTHENTICATED without a token', async (_name, query, variables) => {
    expect((await graphqlAs(app)(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(operations)('%s is FORBIDDEN to the client and changes nothing', async (_name, query, variables) => {
    expect((await graphqlAs(app, 'client')(query, variables)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await chat(withUnseen.userId))?.unseenMsgs).toBe(withUnseen.unseenMsgs);
    expect((await chat(1))?.messages).toHaveLength(seed.chats.find((c) => c.userId === 1)!.chat.length);
  });
});
