import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import { chatSummary } from '../../server/chat/rules.js';
import { ForbiddenError, InvalidInputError, NotFoundError } from '../../server/common/errors.js';
import { STORE_NAMES, useStore } from '../stores/support.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';

const seed = createSeed();
const ADMIN = DEMO_ADMIN_ACCOUNT_ID;
const CLIENT = seed.accounts.find((a) => a.email === 'client@demo.com')!.id;
const ME = seed.chat.profileUser.id;
/** The account of a chat contact (chat user id). */
const accountOf = (chatUserId: number) => seed.chat.members.find((m) => m.chatUserId === chatUserId)!.accountId;
const withChat = seed.chat.chats[0].userId;
const withoutChat = seed.chat.contacts.find((c) => !seed.chat.chats.some((chat) => chat.userId === c.id))!.id;
const newcomer = { id: 9001, fullName: '', username: 'newcomer', avatar: null };

describe.each(STORE_NAMES)('chat on the %s store', (name) => {
  const store = useStore(name);
  const chat = () => store().stores.chat;
  /** The newcomer's account must exist in the store (PostgreSQL: a foreign key). */
  const joinNewcomer = async () => {
    const account = await store().stores.accounts.create({ email: 'newcomer@example.com', username: 'newcomer', password: 'pw', role: 'client' });
    return chat().join({ ...newcomer, id: account.id }).then((profile) => ({ profile, accountId: account.id }));
  };

  it("answers the demo admin's profile, contacts in id order, and conversations latest first with the seed's unread counts", async () => {
    expect(await chat().profile(ADMIN)).toMatchObject({ id: ME, fullName: seed.chat.profileUser.fullName, settings: seed.chat.profileUser.settings });
    const contacts = await chat().contacts(ADMIN);
    expect(contacts.map((c) => c.id)).toEqual(seed.chat.contacts.map((c) => c.id).sort((a, b) => a - b));
    const chats = await chat().chats(ADMIN);
    expect(chats.map((c) => c.id).sort()).toEqual(seed.chat.chats.map((c) => c.id).sort());
    const lastTimes = chats.map((c) => c.chat.at(-1)!.time);
    expect(lastTimes).toEqual([...lastTimes].sort().reverse());
    for (const record of chats) {
      const seeded = seed.chat.chats.find((c) => c.id === record.id)!;
      expect(record).toMatchObject({ userId: seeded.userId, unseenMsgs: seeded.unseenMsgs });
      expect(record.chat.map((m) => m.message)).toEqual(seeded.chat.map((m) => m.message));
      expect(chatSummary(record)).toEqual({ id: record.id, unseenMsgs: seeded.unseenMsgs, lastMessage: record.chat.at(-1) });
    }
    // Message ids follow the order messages were sent, across conversations.
    const all = chats.flatMap((c) => c.chat).sort((a, b) => a.id - b.id);
    expect(all.map((m) => m.id)).toEqual(all.map((_, i) => i + 1));
    expect(all.map((m) => m.time)).toEqual([...all.map((m) => m.time)].sort());
  });

  it('each person sees their own side: the contact sees the conversation with the admin, nothing unread', async () => {
    const theirs = await chat().chats(accountOf(withChat));
    expect(theirs.map((c) => [c.userId, c.unseenMsgs])).toEqual([[ME, 0]]);
    expect(await chat().chatWith(accountOf(withChat), ME)).toEqual(theirs[0]);
    expect(await chat().chatById(accountOf(withoutChat), theirs[0].id)).toBeNull();
    expect(await chat().chatWith(ADMIN, withoutChat)).toBeNull();
    expect(await chat().chatUserOf(accountOf(withChat))).toBe(withChat);
    expect(await chat().accountOf(withChat)).toBe(accountOf(withChat));
  });

  it('refuses an account outside the chat and unknown or own contacts', async () => {
    await expect(chat().chats(CLIENT)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(chat().profile(CLIENT)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(chat().send(ADMIN, 9999, 'Привет')).rejects.toBeInstanceOf(NotFoundError);
    await expect(chat().send(ADMIN, ME, 'Привет')).rejects.toBeInstanceOf(NotFoundError);
    await expect(chat().contact(9999)).rejects.toBeInstanceOf(NotFoundError);
    expect(await chat().findContacts([withChat, 9999])).toEqual([await chat().contact(withChat), undefined]);
    expect(await chat().chatUserOf(CLIENT)).toBeUndefined();
    expect(await chat().notificationsOn(CLIENT)).toBe(false);
  });

  it('sends: trimmed text, id = maximum + 1, unread for the recipient only; the first message starts a conversation', async () => {
    const maxId = Math.max(...(await chat().chats(ADMIN)).flatMap((c) => c.chat.map((m) => m.id)));
    const maxChat = Math.max(...(await chat().chats(ADMIN)).map((c) => c.id));
    const sent = await chat().send(ADMIN, withoutChat, '  Добрый день  ');
    expect(sent).toMatchObject({
      created: true,
      members: [ME, withoutChat],
      accounts: [ADMIN, accountOf(withoutChat)],
      message: { id: maxId + 1, message: 'Добрый день', senderId: ME },
      chat: { id: maxChat + 1, userId: withoutChat, unseenMsgs: 0 },
    });
    const again = await chat().send(ADMIN, withoutChat, 'Ещё одно');
    expect(again).toMatchObject({ created: false, message: { id: maxId + 2 }, chat: { id: maxChat + 1 } });
    expect(again.chat.chat.map((m) => m.message)).toEqual(['Добрый день', 'Ещё одно']);
    expect((await chat().chats(ADMIN))[0].id).toBe(maxChat + 1);
    const theirs = await chat().chatWith(accountOf(withoutChat), ME);
    expect(theirs).toMatchObject({ id: maxChat + 1, userId: ME, unseenMsgs: 2 });
    await expect(chat().send(ADMIN, withChat, '   ')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(chat().send(ADMIN, withChat, 'я'.repeat(2001))).rejects.toBeInstanceOf(InvalidInputError);
  });

  it('opening marks the conversation seen for the reader only, and says how many were unseen', async () => {
    const unread = seed.chat.chats.find((c) => c.unseenMsgs > 0)!;
    const read = await chat().open(ADMIN, unread.userId);
    expect(read).toMatchObject({ readerId: ME, contactId: unread.userId, unseenBefore: unread.unseenMsgs, chat: { id: unread.id, unseenMsgs: 0 } });
    expect((await chat().open(ADMIN, unread.userId)).unseenBefore).toBe(0);
    expect(await chat().open(ADMIN, withoutChat)).toEqual({ chat: null, readerId: ME, contactId: withoutChat, unseenBefore: 0 });
    await chat().send(accountOf(unread.userId), ME, 'Ответ');
    expect((await chat().chatWith(ADMIN, unread.userId))?.unseenMsgs).toBe(1);
    expect((await chat().chatWith(accountOf(unread.userId), ME))?.unseenMsgs).toBe(0);
  });

  it('updates the profile (about trimmed, status, toggles) and applies presence to what others see', async () => {
    const profile = await chat().updateProfile(ADMIN, { about: '  Новое о себе  ', status: 'busy', settings: { isNotificationsOn: false } });
    expect(profile).toMatchObject({ about: 'Новое о себе', status: 'busy', settings: { isNotificationsOn: false, isTwoStepAuthVerificationEnabled: seed.chat.profileUser.settings.isTwoStepAuthVerificationEnabled } });
    expect(await chat().notificationsOn(ADMIN)).toBe(false);
    await expect(chat().updateProfile(ADMIN, { about: 'я'.repeat(501) })).rejects.toBeInstanceOf(InvalidInputError);
    expect(await chat().setPresence(ADMIN, 'gone')).toMatchObject({ id: ME, status: 'offline' });
    expect(await chat().setPresence(ADMIN, 'gone')).toBeNull();
    expect(await chat().setPresence(ADMIN, 'active')).toMatchObject({ status: 'busy' });
    expect((await chat().profile(ADMIN)).status).toBe('busy');
    await chat().updateProfile(ADMIN, { status: 'online' });
    expect(await chat().setPresence(ADMIN, 'idle')).toMatchObject({ status: 'away' });
    expect((await chat().contacts(accountOf(withChat))).find((c) => c.id === ME)?.status).toBe('away');
    expect(await chat().setPresence(CLIENT, 'active')).toBeNull();
  });

  it('a new account joins once with id = maximum + 1 and starts with an empty chat; others see it offline', async () => {
    const maxPerson = Math.max(ME, ...seed.chat.contacts.map((c) => c.id));
    const { profile, accountId } = await joinNewcomer();
    expect(profile).toMatchObject({ id: maxPerson + 1, fullName: 'newcomer', role: '', about: '', status: 'online' });
    expect((await chat().join({ ...newcomer, id: accountId })).id).toBe(maxPerson + 1);
    expect(await chat().chats(accountId)).toEqual([]);
    expect((await chat().contacts(accountId)).length).toBe(seed.chat.contacts.length + 1);
    expect((await chat().contacts(ADMIN)).at(-1)).toMatchObject({ id: maxPerson + 1, status: 'offline' });
    // Writing to the newcomer shows only in the two conversations concerned.
    await chat().send(ADMIN, maxPerson + 1, 'Добро пожаловать');
    expect((await chat().chats(accountId)).map((c) => [c.userId, c.unseenMsgs])).toEqual([[ME, 1]]);
    expect(await chat().chats(accountOf(withChat))).toHaveLength(1);
  });

  it('100 concurrent messages get 100 distinct ids, maximum + 1 onwards, and one new conversation', async () => {
    const maxId = Math.max(...(await chat().chats(ADMIN)).flatMap((c) => c.chat.map((m) => m.id)));
    const sent = await Promise.all(Array.from({ length: 100 }, (_, i) => chat().send(ADMIN, withoutChat, `Сообщение ${i}`)));
    expect(sent.map((s) => s.message.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => maxId + 1 + i));
    expect(new Set(sent.map((s) => s.chat.id)).size).toBe(1);
    expect(sent.filter((s) => s.created)).toHaveLength(1);
    expect((await chat().chatWith(accountOf(withoutChat), ME))?.unseenMsgs).toBe(100);
  });
});
