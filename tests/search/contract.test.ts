import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import { NotFoundError } from '../../server/common/errors.js';
import { SEARCH_LIMIT, type SearchGroupRecord } from '../../server/search/repository.js';
import { STORE_NAMES, useStore } from '../stores/support.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';
import type { FileEntry, PageEntry } from '../../server/search/models.js';

const seed = createSeed();
const ADMIN = DEMO_ADMIN_ACCOUNT_ID;
const CLIENT = seed.accounts.find((a) => a.email === 'client@demo.com')!.id;
const seededMarks = seed.search.pages.filter((p) => p.isBookmarked).map((p) => p.id);

function pagesOf(groups: SearchGroupRecord[]): PageEntry[] {
  for (const g of groups) if (g.groupTitle === 'Pages') return g.data;
  throw new Error('no Pages group');
}

function filesOf(groups: SearchGroupRecord[]): FileEntry[] {
  for (const g of groups) if (g.groupTitle === 'Files') return g.data;
  throw new Error('no Files group');
}

describe.each(STORE_NAMES)('navbar search and bookmarks on the %s store', (name) => {
  const store = useStore(name);
  const search = () => store().stores.search;

  it('answers the whole catalogue in seed order, with the asking account’s flags', async () => {
    const [pages, files, contacts] = await search().groups(ADMIN);
    expect(pages).toMatchObject({ groupTitle: 'Pages', searchLimit: SEARCH_LIMIT });
    expect(pages.data).toEqual(seed.search.pages);
    expect(files.data).toEqual(seed.search.files);
    expect(contacts.data).toEqual(seed.search.contacts);
    expect(pagesOf(await search().groups(CLIENT)).every((p) => !p.isBookmarked)).toBe(true);
  });

  it('searches pages by title or link, files by title or author, contacts by name or e-mail; case-insensitive, at most 4 each', async () => {
    const [pages, files, contacts] = await search().search(ADMIN, '  ДАШБОРД ');
    expect(pages.data.map((p) => p.title)).toEqual(seed.search.pages.filter((p) => p.title.toLowerCase().includes('дашборд')).slice(0, 4).map((p) => p.title));
    expect(files.data).toEqual([]);
    expect(contacts.data).toEqual([]);
    const byLink = pagesOf(await search().search(ADMIN, '/APPS/'));
    expect(byLink).toHaveLength(SEARCH_LIMIT);
    expect(byLink.every((p) => p.link.startsWith('/apps/'))).toBe(true);
    const author = seed.search.files[0].by;
    const byAuthor = filesOf(await search().search(ADMIN, author.slice(1, 5).toUpperCase()));
    expect(byAuthor.length).toBeGreaterThan(0);
    expect(byAuthor.every((f) => [f.title, f.by].some((v) => v.toLowerCase().includes(author.slice(1, 5).toLowerCase())))).toBe(true);
    const contact = seed.search.contacts[2];
    const [, , byEmail] = await search().search(ADMIN, contact.email.toUpperCase());
    expect(byEmail.data).toEqual([contact]);
    const blank = await search().search(ADMIN, '   ');
    expect(blank.map((g) => g.data.length)).toEqual([SEARCH_LIMIT, SEARCH_LIMIT, SEARCH_LIMIT]);
    // The user's own % and _ are plain characters.
    expect((await search().search(ADMIN, '%')).every((g) => g.data.length === 0)).toBe(true);
  });

  it("the seed's bookmarks are the demo admin's; another account starts with none", async () => {
    expect((await search().bookmarks(ADMIN)).map((p) => p.id)).toEqual(seededMarks);
    expect((await search().suggestions(ADMIN)).filter((p) => p.isBookmarked).map((p) => p.id)).toEqual(seededMarks);
    expect(await search().bookmarks(CLIENT)).toEqual([]);
  });

  it('a toggle flips the account’s own bookmark only; the list keeps catalogue order', async () => {
    const first = seed.search.pages[0].id;
    expect(await search().toggleBookmark(CLIENT, first)).toMatchObject({ id: first, isBookmarked: true });
    expect(await search().toggleBookmark(CLIENT, seededMarks[0])).toMatchObject({ id: seededMarks[0], isBookmarked: true });
    expect((await search().bookmarks(CLIENT)).map((p) => p.id)).toEqual([first, seededMarks[0]]);
    expect((await search().bookmarks(ADMIN)).map((p) => p.id)).toEqual(seededMarks);
    expect(await search().toggleBookmark(ADMIN, seededMarks[0])).toMatchObject({ isBookmarked: false });
    expect((await search().bookmarks(ADMIN)).map((p) => p.id)).toEqual(seededMarks.slice(1));
    expect((await search().bookmarks(CLIENT)).map((p) => p.id)).toEqual([first, seededMarks[0]]);
    await expect(search().toggleBookmark(CLIENT, 9999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('concurrent toggles of one account each flip once: an even number leaves the bookmark as it was', async () => {
    const page = seed.search.pages[5].id;
    const flips = await Promise.all(Array.from({ length: 20 }, () => search().toggleBookmark(CLIENT, page)));
    expect(flips.filter((p) => p.isBookmarked)).toHaveLength(10);
    expect(await search().bookmarks(CLIENT)).toEqual([]);
  });
});
