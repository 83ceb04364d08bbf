import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_PASSWORD, seedAccounts } from '../../seed/accounts.js';
import { contactAccountId, seedChat } from '../../seed/chat.js';
import type { Topic } from '../../server/events/catalog.js';
import { DEMO } from '../helper.js';
import { requester, subscribe, subscribed, tokenFor, useLiveServer, type Subscription } from './support.js';

/** Every subscription field, the topic it listens to, and whether the demo client may read it. */
const FIELDS: { field: string; selection: string; topic: Topic; client: boolean }[] = [
  { field: 'taskChanged', selection: 'change task { id }', topic: 'task', client: false },
  { field: 'calendarEventChanged', selection: 'change event { id }', topic: 'calendarEvent', client: false },
  { field: 'emailsChanged', selection: 'change emails { id }', topic: 'emails', client: false },
  { field: 'permissionChanged', selection: 'change permission { id }', topic: 'permission', client: false },
  { field: 'userChanged', selection: 'change user { id }', topic: 'user', client: false },
  { field: 'invoiceChanged', selection: 'change invoice { id }', topic: 'invoice', client: false },
  { field: 'cartChanged', selection: 'change cartCount', topic: 'cart', client: false },
  { field: 'wishlistChanged', selection: 'change product { id }', topic: 'wishlist', client: false },
  { field: 'chatChanged', selection: 'reason chat { id }', topic: 'chat.message', client: false },
  { field: 'chatTyping', selection: 'contactId isTyping', topic: 'chat.typing', client: false },
  { field: 'chatUserChanged', selection: 'contact { id status }', topic: 'chat.user', client: false },
  { field: 'bookmarkChanged', selection: 'page { id isBookmarked }', topic: 'bookmark', client: true },
  { field: 'notificationChanged', selection: 'change unreadCount', topic: 'notification', client: true },
];

/** One write of every family, made by the demo admin over REST. */
const WRITES = [
  { method: 'POST', url: '/apps/todo/add-tasks', payload: { task: { title: 'Новая задача', dueDate: '2026-12-05' } } },
  { method: 'DELETE', url: '/apps/calendar/remove-event?id=3' },
  { method: 'POST', url: '/apps/email/update-emails', payload: { emailIds: [1], dataToUpdate: { isStarred: true } } },
  { method: 'POST', url: '/apps/permissions/add-permission', payload: { name: 'Выгрузка в 1С' } },
  { method: 'DELETE', url: '/apps/users/delete?id=7' },
  { method: 'DELETE', url: '/apps/invoice/delete?id=4907' },
  { method: 'DELETE', url: '/apps/ecommerce/wishlist/' },
  { method: 'POST', url: '/apps/chat/send-msg', payload: { obj: { message: 'Всем привет', contact: { id: 1 } } } },
  { method: 'POST', url: '/api/bookmarks/update', payload: { id: 4 } },
] as const;

const accounts = seedAccounts(seedChat());
const emailOf = (contactId: number) => accounts.find((a) => a.id === contactAccountId(contactId))!.email;

describe('CASL per subscription and per event', () => {
  const server = useLiveServer();
  let admin: string;
  beforeEach(async () => {
    admin = await server.token(DEMO.admin.email, DEMO.admin.password);
  });

  it('a client-role socket receives nothing it may not read, whatever is written', async () => {
    const client = await tokenFor(server.app, DEMO.client.email, DEMO.client.password);
    const live = server.open(client);
    const subs = new Map<string, Subscription<Record<string, unknown>>>();
    for (const { field, selection } of FIELDS) subs.set(field, subscribe(live.client, `subscription { ${field} { ${selection} } }`));
    for (const { field, client: allowed } of FIELDS.filter((f) => !f.client)) {
      expect((await subs.get(field)!.next()).errors?.[0], `${field} allowed: ${allowed}`).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    for (const { topic } of FIELDS.filter((f) => f.client)) await subscribed(server.app, topic);

    const { rest } = requester(server.app, admin);
    // The demo admin (account 1) owns the seed's wishlist.
    const productId = (await server.app.repositories.ecommerce.wishlistItems(1))[0].productId;
    for (const write of WRITES) {
      const url = write.url.endsWith('/wishlist/') ? `${write.url}${productId}` : write.url;
      expect((await rest({ ...write, url })).statusCode, url).toBeLessThan(300);
    }
    // The client may read bookmarks, but the admin's are the admin's own: nothing arrives.
    expect(await subs.get('bookmarkChanged')!.collect(300)).toEqual([]);
    for (const [field, sub] of subs) if (field !== 'bookmarkChanged') expect(await sub.collect(0), field).toEqual([]);
  });

  it('an account that may read the chat receives only its own conversations, typing and feed', async () => {
    const [olga, natalya] = await Promise.all([tokenFor(server.app, emailOf(1), CONTACT_PASSWORD), tokenFor(server.app, emailOf(2), CONTACT_PASSWORD)]);
    const olgaLive = server.open(olga);
    const chats = subscribe(olgaLive.client, 'subscription { chatChanged { chat { id } } }');
    const typing = subscribe(olgaLive.client, 'subscription { chatTyping { contactId } }');
    const feed = subscribe(olgaLive.client, 'subscription { notificationChanged { unreadCount } }');
    const permissions = subscribe(olgaLive.client, 'subscription { permissionChanged { change } }');
    expect((await permissions.next()).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await subscribed(server.app, 'chat.typing', 1);
    await subscribed(server.app, 'chat.message', 1);

    // The demo admin and Natalya talk; Olga is in neither conversation.
    await requester(server.app, admin).graphql('mutation { setChatTyping(contactId: 2, isTyping: true) }');
    await requester(server.app, admin).graphql('mutation { sendMessage(contactId: 2, message: "Наталья, счёт оплачен") { message { id } } }');
    await requester(server.app, natalya).graphql('mutation { sendMessage(contactId: 100, message: "Спасибо!") { message { id } } }');
    expect(await chats.collect(300)).toEqual([]);
    expect(await typing.collect(0)).toEqual([]);
    expect(await feed.collect(0)).toEqual([]);
  });
});
