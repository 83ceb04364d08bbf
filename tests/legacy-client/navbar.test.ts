import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useLegacyApp } from './support.js';
import type { PageEntry } from '../../server/search/models.js';

/**
 * The navbar: its search loads every group once, its bookmarks load suggestions and bookmarks and
 * toggle one by id. Both draw `Icon[item.icon]` from react-feather, and a name react-feather does
 * not export crashes the navbar, so every icon must be one of its exports.
 */
const FEATHER_EXPORTS = new Set(readFileSync(new URL('./fixtures/react-feather-exports.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));


function expectPage(page: PageEntry): void {
  expect(page).toMatchObject({ id: expect.any(Number), target: expect.any(String), isBookmarked: expect.any(Boolean), title: expect.any(String), link: expect.stringMatching(/^\//) });
  expect(FEATHER_EXPORTS).toContain(page.icon);
}

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /api/main-search/data: Pages, Files and Contacts, 4 shown each, icons react-feather can draw', async () => {
    const res = await ctx.client.get('/api/main-search/data');
    expect(res.statusCode).toBe(200);
    const { searchArr } = res.json<{ searchArr: { groupTitle: string; searchLimit: number; data: Record<string, unknown>[] }[] }>();
    expect(searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([['Pages', 4], ['Files', 4], ['Contacts', 4]]);
    searchArr[0].data.forEach((page) => expectPage(page as unknown as PageEntry));
    for (const file of searchArr[1].data) expect(file).toMatchObject({ title: expect.any(String), by: expect.any(String), size: expect.any(String), file: expect.any(String) });
    for (const contact of searchArr[2].data) expect(contact).toMatchObject({ title: expect.any(String), email: expect.any(String), img: expect.any(String), date: expect.any(String) });
  });

  it('GET /api/bookmarks/data: suggestions and bookmarks, icons react-feather can draw', async () => {
    const res = await ctx.client.get('/api/bookmarks/data');
    expect(res.statusCode).toBe(200);
    const { suggestions, bookmarks } = res.json<{ suggestions: PageEntry[]; bookmarks: PageEntry[] }>();
    [...suggestions, ...bookmarks].forEach(expectPage);
    expect(bookmarks.length).toBeGreaterThan(0);
    expect(bookmarks.every((b) => b.isBookmarked)).toBe(true);
  });
});

describe('writes', () => {
  it('POST /api/bookmarks/update {id}: 200, and each call flips the bookmark', async () => {
    const { suggestions } = (await ctx.client.get('/api/bookmarks/data')).json<{ suggestions: PageEntry[] }>();
    const page = suggestions.find((s) => !s.isBookmarked)!;
    expect((await ctx.client.post('/api/bookmarks/update', { id: page.id })).statusCode).toBe(200);
    let bookmarks = (await ctx.client.get('/api/bookmarks/data')).json<{ bookmarks: PageEntry[] }>().bookmarks;
    expect(bookmarks.map((b) => b.id)).toContain(page.id);
    expect((await ctx.client.post('/api/bookmarks/update', { id: page.id })).statusCode).toBe(200);
    bookmarks = (await ctx.client.get('/api/bookmarks/data')).json<{ bookmarks: PageEntry[] }>().bookmarks;
    expect(bookmarks.map((b) => b.id)).not.toContain(page.id);
  });
});
