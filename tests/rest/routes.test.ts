import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useApp } from '../helper.js';

type Call = readonly [HTTPMethods, string];

const CARD_ANALYTICS = ['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers'];
const CARD_STATISTICS = ['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'];

/** Every call of spec section 7, grouped as the spec lists them. */
const SPEC_CALLS: Record<string, readonly Call[]> = {
  Auth: [
    ['POST', '/jwt/login'],
    ['POST', '/jwt/register'],
    ['POST', '/jwt/refresh-token'],
    ['POST', '/jwt/logout'],
  ],
  Users: [
    ['GET', '/api/users/list/all-data'],
    ['GET', '/api/users/list/data'],
    ['GET', '/api/users/user'],
    ['POST', '/apps/users/add-user'],
    ['DELETE', '/apps/users/delete'],
  ],
  Ecommerce: [
    ['GET', '/apps/ecommerce/products'],
    ['GET', '/apps/ecommerce/products/:id'],
    ['GET', '/apps/ecommerce/wishlist'],
    ['POST', '/apps/ecommerce/wishlist'],
    ['DELETE', '/apps/ecommerce/wishlist/:productId'],
    ['GET', '/apps/ecommerce/cart'],
    ['POST', '/apps/ecommerce/cart'],
    ['DELETE', '/apps/ecommerce/cart/:productId'],
  ],
  Chat: [
    ['GET', '/apps/chat/users/profile-user'],
    ['GET', '/apps/chat/chats-and-contacts'],
    ['GET', '/apps/chat/get-chat'],
    ['POST', '/apps/chat/send-msg'],
  ],
  Invoice: [
    ['GET', '/apps/invoice/invoices'],
    ['GET', '/api/invoice/invoices/:id'],
    ['GET', '/api/invoice/clients'],
    ['DELETE', '/apps/invoice/delete'],
  ],
  Todo: [
    ['GET', '/apps/todo/tasks'],
    ['POST', '/apps/todo/add-tasks'],
    ['POST', '/apps/todo/update-task'],
    ['DELETE', '/apps/todo/delete-task'],
  ],
  Email: [
    ['GET', '/apps/email/emails'],
    ['POST', '/apps/email/update-emails'],
    ['POST', '/apps/email/update-emails-label'],
    ['GET', '/apps/email/get-email'],
    ['GET', '/apps/email/paginate-email'],
  ],
  Calendar: [
    ['GET', '/apps/calendar/events'],
    ['POST', '/apps/calendar/add-event'],
    ['POST', '/apps/calendar/update-event'],
    ['DELETE', '/apps/calendar/remove-event'],
  ],
  'Data tables': [
    ['GET', '/api/datatables/initial-data'],
    ['GET', '/api/datatables/data'],
  ],
  Permissions: [
    ['GET', '/apps/permissions/data'],
    ['POST', '/apps/permissions/add-permission'],
    ['POST', '/apps/permissions/update-permission'],
    ['DELETE', '/apps/permissions/delete'],
  ],
  'Search and bookmarks': [
    ['GET', '/api/main-search/data'],
    ['GET', '/api/bookmarks/data'],
    ['POST', '/api/bookmarks/update'],
  ],
  Content: [
    ['GET', '/faq/data'],
    ['GET', '/faq/data/knowledge_base'],
    ['GET', '/faq/data/category'],
    ['GET', '/faq/data/question'],
    ['GET', '/blog/list/data'],
    ['GET', '/blog/list/data/sidebar'],
    ['GET', '/blog/list/data/detail'],
    ['GET', '/blog/list/data/edit'],
    ['GET', '/pricing/data'],
    ['GET', '/profile/data'],
    ['GET', '/account-setting/data'],
    ['GET', '/api/autocomplete/data'],
    ...CARD_ANALYTICS.map((name): Call => ['GET', `/card/card-analytics/${name}`]),
    ...CARD_STATISTICS.map((name): Call => ['GET', `/card/card-statistics/${name}`]),
  ],
};

const app = useApp();

describe('every call of spec section 7 is routed', () => {
  it('lists the 76 calls of the spec', () => {
    expect(Object.values(SPEC_CALLS).flat()).toHaveLength(76);
  });

  it.each(Object.entries(SPEC_CALLS))('%s', (_group, calls) => {
    // hasRoute looks the exact pattern up in Fastify's route table (params included, e.g. :productId).
    const missing = calls.filter(([method, url]) => !app.hasRoute({ method, url }));
    expect(missing.map(([method, url]) => `${method} ${url}`)).toEqual([]);
  });
});
