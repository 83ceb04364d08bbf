import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, injectAs } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';

/**
 * Over HTTP, on each store: what belongs to a person belongs to their account. A newly registered
 * account starts with no bookmarks, an empty chat and settings drawn from itself; what it changes never shows
 * for the demo admin, and the admin's never for it.
 */
describe.each(STORE_NAMES)('a newly registered account on the %s store', (name) => {
  let app: FastifyInstance;
  const config = appStoreConfig(name);
  beforeAll(async () => {
    app = await build({ config });
  });
  afterAll(async () => app?.close());

  const admin = () => injectAs(app, 'admin');
  async function register(n: string) {
    const res = await app.inject({ method: 'POST', url: '/jwt/register', payload: { email: `person${n}@example.com`, password: 'secret-42', username: `person${n}` } });
    expect(res.statusCode).toBe(200);
    const { user, accessToken } = res.json<{ user: { id: number }; accessToken: string }>();
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${accessToken}` } });
    return { id: user.id, as };
  }

  it('gets its own empty bookmarks; toggles stay its own', async () => {
    const person = await register('b');
    const adminBefore = (await admin()({ method: 'GET', url: '/api/bookmarks/data' })).json().bookmarks;
    expect(adminBefore.length).toBeGreaterThan(0);
    expect((await person.as('GET', '/api/bookmarks/data')).json().bookmarks).toEqual([]);
    expect((await person.as('POST', '/api/bookmarks/update', { id: 1 })).json()).toMatchObject({ id: 1, isBookmarked: true });
    expect((await person.as('GET', '/api/bookmarks/data')).json().bookmarks.map((p: { id: number }) => p.id)).toEqual([1]);
    expect((await admin()({ method: 'GET', url: '/api/bookmarks/data' })).json().bookmarks).toEqual(adminBefore);
  });

  it('joins the chat with no conversations; the admin sees it as a contact', async () => {
    const person = await register('c');
    const mine = (await person.as('GET', '/apps/chat/chats-and-contacts')).json();
    expect(mine.chatsContacts).toEqual([]);
    expect(mine.profileUser).toMatchObject({ fullName: 'personc' });
    const adminView = (await admin()({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).json();
    expect(adminView.contacts.map((c: { id: number }) => c.id)).toContain(mine.profileUser.id);
    const sent = await admin()({ method: 'POST', url: '/apps/chat/send-msg', payload: { obj: { message: 'Добро пожаловать', contact: { id: mine.profileUser.id } } } });
    expect(sent.statusCode).toBe(201);
    const after = (await person.as('GET', '/apps/chat/chats-and-contacts')).json();
    expect(after.chatsContacts.map((c: { chat: { unseenMsgs: number } }) => c.chat.unseenMsgs)).toEqual([1]);
  });

  it('reads settings drawn from itself; its saves never show for the admin', async () => {
    const person = await register('s');
    const adminBefore = (await admin()({ method: 'GET', url: '/account-setting/data' })).json();
    const mine = (await person.as('GET', '/account-setting/data')).json();
    expect(mine).toMatchObject({ id: person.id, general: { username: 'persons', email: 'persons@example.com', fullName: '', avatar: null } });
    const saved = await person.as('POST', '/account-setting/info', { bio: 'Моя биография', dob: null, country: 'Россия', website: '', phone: '' });
    expect(saved.statusCode).toBe(200);
    expect((await person.as('GET', '/account-setting/data')).json().info.bio).toBe('Моя биография');
    expect((await admin()({ method: 'GET', url: '/account-setting/data' })).json()).toEqual(adminBefore);
  });

  it('registers 50 people at once with distinct ids; a taken e-mail or username is refused per field', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => register(`crowd${i}`)));
    expect(new Set(people.map((p) => p.id)).size).toBe(50);
    const taken = await app.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'PERSONCROWD0@example.com', password: 'secret-42', username: 'PersonCrowd1' } });
    expect(taken.json()).toEqual({ error: { email: 'This email is already in use.', username: 'This username is already in use.' } });
  }, 60_000);
});
