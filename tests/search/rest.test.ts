import { describe, expect, it } from 'vitest';
import { injectAs, useApp } from '../helper.js';

interface PageEntry { id: number; target: string; isBookmarked: boolean; title: string; icon: string; link: string }
interface Group { groupTitle: string; searchLimit: number; data: Record<string, unknown>[] }

const app = useApp();

const SECTION_2_ROUTES = [
  '/', '/dashboard/analytics', '/apps/chat', '/apps/todo', '/apps/calendar', '/apps/user/list', '/apps/user/view',
  '/apps/roles', '/apps/permissions', '/access-control', '/apps/email', '/apps/invoice/list', '/apps/ecommerce/shop',
  '/apps/ecommerce/wishlist', '/apps/ecommerce/checkout', '/datatables',
  ...['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps'].flatMap((p) => [`/pages/${p}-basic`, `/pages/${p}-cover`]),
  '/pages/account-settings', '/pages/profile', '/pages/faq', '/pages/knowledge-base', '/pages/pricing', '/pages/blog/list',
  '/pages/blog/detail', '/pages/blog/edit', '/pages/license', '/pages/api-key', '/pages/modal-examples',
  '/misc/coming-soon', '/misc/not-authorized', '/misc/maintenance', '/misc/error',
  '/ui-element', '/components', '/cards', '/extensions', '/forms', '/tables', '/charts', '/page-layout', '/colors', '/icons',
];

describe('GET /api/main-search/data', () => {
  it('answers the three groups with limit 4 and every entry field', async () => {
    const res = await injectAs(app, 'admin')({ method: 'GET', url: '/api/main-search/data' });
    expect(res.statusCode).toBe(200);
    const { searchArr } = res.json() as { searchArr: Group[] };
    expect(searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([['Pages', 4], ['Files', 4], ['Contacts', 4]]);
    const [pages, files, contacts] = searchArr;
    for (const page of pages.data) expect(Object.keys(page).sort()).toEqual(['icon', 'id', 'isBookmarked', 'link', 'target', 'title']);
    expect(files.data.length).toBeGreaterThanOrEqual(8);
    for (const file of files.data) expect(Object.keys(file).sort()).toEqual(['by', 'file', 'size', 'title']);
    expect(contacts.data.length).toBeGreaterThanOrEqual(8);
    for (const contact of contacts.data) {
      expect(Object.keys(contact).sort()).toEqual(['date', 'email', 'img', 'title']);
      expect(contact.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists every route of spec section 2 as a page entry with a Russian title', async () => {
    const res = await injectAs(app, 'admin')({ method: 'GET', url: '/api/main-search/data' });
    const pages = (res.json() as { searchArr: Group[] }).searchArr[0].data as unknown as PageEntry[];
    expect(pages.map((p) => p.link)).toEqual(expect.arrayContaining(SECTION_2_ROUTES));
    for (const page of pages) expect(page.title).toMatch(/[А-Яа-яЁё]/);
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
  });

  it('is open to the client role (read Auth) and closed to anonymous callers', async () => {
    expect((await injectAs(app, 'client')({ method: 'GET', url: '/api/main-search/data' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/main-search/data' })).statusCode).toBe(401);
  });
});

describe('bookmarks', () => {
  const read = async (role: 'admin' | 'client' = 'admin') => {
    const res = await injectAs(app, role)({ method: 'GET', url: '/api/bookmarks/data' });
    expect(res.statusCode).toBe(200);
    return res.json() as { suggestions: PageEntry[]; bookmarks: PageEntry[] };
  };

  it('GET /api/bookmarks/data answers suggestions and the bookmarked subset, each account its own', async () => {
    const { suggestions, bookmarks } = await read();
    expect(suggestions.length).toBeGreaterThan(40);
    expect(bookmarks.length).toBeGreaterThan(0);
    expect(bookmarks).toEqual(suggestions.filter((s) => s.isBookmarked));
    // The seed's bookmarks are the demo admin's; the client has set none.
    const client = await read('client');
    expect(client.bookmarks).toEqual([]);
    expect(client.suggestions.every((s) => !s.isBookmarked)).toBe(true);
  });

  it('POST /api/bookmarks/update toggles on and off, and the read follows', async () => {
    const before = await read();
    const target = before.suggestions.find((s) => !s.isBookmarked) as PageEntry;
    const on = await injectAs(app, 'admin')({ method: 'POST', url: '/api/bookmarks/update', payload: { id: target.id } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: target.id, isBookmarked: true, link: target.link });
    const afterOn = await read();
    expect(afterOn.bookmarks.map((b) => b.id)).toContain(target.id);
    expect(afterOn.suggestions.find((s) => s.id === target.id)?.isBookmarked).toBe(true);

    const off = await injectAs(app, 'admin')({ method: 'POST', url: '/api/bookmarks/update', payload: { id: target.id } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: target.id, isBookmarked: false });
    expect(await read()).toEqual(before);
  });

  it.each([
    ['missing id', {}, 400],
    ['non-numeric id', { id: 'abc' }, 400],
    ['zero id', { id: 0 }, 400],
    ['string id', { id: '1' }, 400],
    ['unknown id', { id: 9999 }, 404],
  ])('POST /api/bookmarks/update with %s (%j) answers %i and changes nothing', async (_name, payload, status) => {
    const before = await read();
    const res = await injectAs(app, 'admin')({ method: 'POST', url: '/api/bookmarks/update', payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
    expect(await read()).toEqual(before);
  });

  it('refuses the toggle to the client role (403) and to anonymous callers (401)', async () => {
    const before = await read();
    const client = await injectAs(app, 'client')({ method: 'POST', url: '/api/bookmarks/update', payload: { id: 1 } });
    expect(client.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/bookmarks/update', payload: { id: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/bookmarks/data' })).statusCode).toBe(401);
    expect(await read()).toEqual(before);
  });
});
