import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Topic } from '../../server/events/catalog.js';
import { DEMO } from '../helper.js';
import { requester, subscribe, subscribed, useLiveServer, type LiveClient } from './support.js';

interface Write {
  rest: (app: FastifyInstance) => InjectOptions | Promise<InjectOptions>;
  graphql: (app: FastifyInstance) => string | Promise<string>;
}

interface Family extends Write {
  name: string;
  topic: Topic;
  subscription: string;
  /** What the REST write and the GraphQL write each deliver (the field's payload). */
  expected: { rest: unknown; graphql: unknown };
}

/** The demo admin (seed/accounts.ts), who writes here and owns the seed's cart and wishlist. */
const ADMIN_ACCOUNT = 1;
const notIn = async (app: FastifyInstance, list: 'cart' | 'wishlist') =>
  (await app.repositories.ecommerce.list(ADMIN_ACCOUNT, { perPage: 100 })).items.find((p) => (list === 'cart' ? !p.isInCart : !p.isInWishlist))!.id;
const inList = async (app: FastifyInstance, list: 'cart' | 'wishlist') =>
  (await (list === 'cart' ? app.repositories.ecommerce.cartItems(ADMIN_ACCOUNT) : app.repositories.ecommerce.wishlistItems(ADMIN_ACCOUNT)))[0].productId;

const FAMILIES: Family[] = [
  {
    name: 'tasks',
    topic: 'task',
    subscription: 'subscription { taskChanged { change task { id title isDeleted } actor { id } } }',
    rest: () => ({ method: 'POST', url: '/apps/todo/add-tasks', payload: { task: { title: 'Созвон с «Гаммой»', dueDate: '2026-12-05' } } }),
    graphql: () => 'mutation { deleteTask(id: 3) { id } }',
    expected: {
      rest: { change: 'CREATED', task: { id: '45', title: 'Созвон с «Гаммой»', isDeleted: false }, actor: { id: '1' } },
      graphql: { change: 'DELETED', task: { id: '3', isDeleted: true }, actor: { id: '1' } },
    },
  },
  {
    name: 'calendar events',
    topic: 'calendarEvent',
    subscription: 'subscription { calendarEventChanged { change event { id title } } }',
    rest: () => ({
      method: 'POST',
      url: '/apps/calendar/add-event',
      payload: { event: { title: 'Встреча с «Вектором»', start: '2026-12-01T10:00:00.000Z', end: '2026-12-01T11:00:00.000Z', extendedProps: { calendar: 'Business' } } },
    }),
    graphql: () => 'mutation { removeEvent(id: 2) { id } }',
    expected: {
      rest: { change: 'CREATED', event: { id: '37', title: 'Встреча с «Вектором»' } },
      graphql: { change: 'DELETED', event: { id: '2' } },
    },
  },
  {
    name: 'e-mails (flags, folders, labels)',
    topic: 'emails',
    subscription: 'subscription { emailsChanged { change emails { id isStarred folder labels } meta { inbox } } }',
    rest: () => ({ method: 'POST', url: '/apps/email/update-emails', payload: { emailIds: [1, 2], dataToUpdate: { folder: 'spam', isStarred: true } } }),
    graphql: () => 'mutation { toggleEmailLabel(ids: [3], label: important) { emails { id } } }',
    expected: {
      rest: { change: 'UPDATED', emails: [{ id: '1', isStarred: true, folder: 'spam' }, { id: '2', isStarred: true, folder: 'spam' }] },
      graphql: { change: 'UPDATED', emails: [{ id: '3' }] },
    },
  },
  {
    name: 'permissions',
    topic: 'permission',
    subscription: 'subscription { permissionChanged { change permission { id name } } }',
    rest: () => ({ method: 'POST', url: '/apps/permissions/add-permission', payload: { name: 'Выгрузка в 1С' } }),
    graphql: () => 'mutation { deletePermission(id: 1) { id } }',
    expected: {
      rest: { change: 'CREATED', permission: { name: 'Выгрузка в 1С' } },
      graphql: { change: 'DELETED', permission: { id: '1' } },
    },
  },
  {
    name: 'listed users',
    topic: 'user',
    subscription: 'subscription { userChanged { change user { id fullName } } }',
    rest: () => ({
      method: 'POST',
      url: '/apps/users/add-user',
      payload: { fullName: 'Тимофей Гаврилов', username: 'timofey.g', email: 'timofey@example.com', role: 'editor', currentPlan: 'team' },
    }),
    graphql: () => 'mutation { deleteUser(id: 5) { id } }',
    expected: {
      rest: { change: 'CREATED', user: { fullName: 'Тимофей Гаврилов' } },
      graphql: { change: 'DELETED', user: { id: '5' } },
    },
  },
  {
    name: 'invoices',
    topic: 'invoice',
    subscription: 'subscription { invoiceChanged { change invoice { id client { id } } } }',
    rest: () => ({ method: 'DELETE', url: '/apps/invoice/delete?id=4905' }),
    graphql: () => 'mutation { deleteInvoice(id: 4906) { id } }',
    expected: {
      rest: { change: 'DELETED', invoice: { id: '4905' } },
      graphql: { change: 'DELETED', invoice: { id: '4906' } },
    },
  },
  {
    name: 'bookmarks',
    topic: 'bookmark',
    subscription: 'subscription { bookmarkChanged { page { id isBookmarked } } }',
    rest: () => ({ method: 'POST', url: '/api/bookmarks/update', payload: { id: 2 } }),
    graphql: () => 'mutation { toggleBookmark(id: 2) { id } }',
    expected: { rest: { page: { id: '2' } }, graphql: { page: { id: '2' } } },
  },
  {
    name: 'cart',
    topic: 'cart',
    subscription: 'subscription { cartChanged { change product { id isInCart } item { qty } cartCount } }',
    rest: async (app) => ({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: await notIn(app, 'cart') } }),
    graphql: async (app) => `mutation { removeFromCart(productId: ${await inList(app, 'cart')}) { id } }`,
    expected: {
      rest: { change: 'CREATED', product: { isInCart: true }, item: { qty: 1 } },
      graphql: { change: 'DELETED', product: { isInCart: false }, item: null },
    },
  },
  {
    name: 'wishlist',
    topic: 'wishlist',
    subscription: 'subscription { wishlistChanged { change product { id isInWishlist } } }',
    rest: async (app) => ({ method: 'POST', url: '/apps/ecommerce/wishlist', payload: { productId: await notIn(app, 'wishlist') } }),
    graphql: async (app) => `mutation { removeFromWishlist(productId: ${await inList(app, 'wishlist')}) { id } }`,
    expected: {
      rest: { change: 'CREATED', product: { isInWishlist: true } },
      graphql: { change: 'DELETED', product: { isInWishlist: false } },
    },
  },
];

const server = useLiveServer();

describe.each(FAMILIES)('$name', (family) => {
  let token: string;
  let live: LiveClient;
  beforeEach(async () => {
    token = await server.token(DEMO.admin.email, DEMO.admin.password);
    live = server.open(token);
  });

  it('are published from a REST write and from a GraphQL write', async () => {
    const sub = subscribe<Record<string, unknown>>(live.client, family.subscription);
    await subscribed(server.app, family.topic);
    const { rest, graphql } = requester(server.app, token);

    const restRes = await rest(await family.rest(server.app));
    expect(restRes.statusCode).toBeLessThan(300);
    const fromRest = await sub.next();
    expect(Object.values(fromRest.data ?? {})[0]).toMatchObject(family.expected.rest as object);

    const gqlRes = await graphql(await family.graphql(server.app));
    expect(gqlRes.errors).toBeUndefined();
    const fromGraphql = await sub.next();
    expect(Object.values(fromGraphql.data ?? {})[0]).toMatchObject(family.expected.graphql as object);
    sub.stop();
  });
});
