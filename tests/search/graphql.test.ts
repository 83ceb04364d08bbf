import { describe, expect, it } from 'vitest';
import { graphqlAs, useApp } from '../helper.js';

interface Page { id: string; isBookmarked: boolean; title: string; link: string }
type Item = { __typename: string; title: string; link?: string; by?: string; email?: string };
interface Group { groupTitle: string; searchLimit: number; data: Item[] }

const GROUP_FIELDS = `groupTitle searchLimit data {
  __typename
  ... on SearchPage { id target isBookmarked title icon link }
  ... on SearchFile { title by size file }
  ... on SearchContact { title email img date }
}`;
const PAGE = 'id target isBookmarked title icon link';

const app = useApp();

describe('search queries', () => {
  it('searchGroups lists the whole catalogue in three typed groups', async () => {
    const res = await graphqlAs(app, 'client')<{ searchGroups: Group[] }>(`{ searchGroups { ${GROUP_FIELDS} } }`);
    expect(res.errors).toBeUndefined();
    const groups = res.data!.searchGroups;
    expect(groups.map((g) => g.groupTitle)).toEqual(['Pages', 'Files', 'Contacts']);
    expect(new Set(groups[0].data.map((i) => i.__typename))).toEqual(new Set(['SearchPage']));
    expect(new Set(groups[1].data.map((i) => i.__typename))).toEqual(new Set(['SearchFile']));
    expect(new Set(groups[2].data.map((i) => i.__typename))).toEqual(new Set(['SearchContact']));
    expect(groups[0].data.length).toBeGreaterThan(4);
  });

  it.each([
    ['a blank query lists the first 4 of each group', '', (g: Group) => g.data.length === 4],
    ['page titles match case-insensitively', 'ПОЧТ', (g: Group) => g.groupTitle !== 'Pages' || g.data.some((i) => i.link === '/apps/email')],
    ['links match too', '/apps/invoice', (g: Group) => g.groupTitle !== 'Pages' || g.data.every((i) => i.link?.startsWith('/apps/invoice') || /счет|счёт/i.test(i.title))],
    ['contacts match by e-mail', 'volkova', (g: Group) => g.groupTitle !== 'Contacts' || g.data.some((i) => i.email?.includes('volkova'))],
    ['files match by author', 'Волкова', (g: Group) => g.groupTitle !== 'Files' || g.data.every((i) => i.by === 'Мария Волкова' || i.title.includes('Волкова'))],
  ])('search: %s', async (_name, q, check) => {
    const res = await graphqlAs(app, 'admin')<{ search: Group[] }>(`query($q: String!) { search(q: $q) { ${GROUP_FIELDS} } }`, { q });
    expect(res.errors).toBeUndefined();
    for (const group of res.data!.search) {
      expect(group.searchLimit).toBe(4);
      expect(group.data.length).toBeLessThanOrEqual(4);
      expect(check(group)).toBe(true);
    }
  });

  it('search with no match answers three empty groups', async () => {
    const res = await graphqlAs(app, 'admin')<{ search: Group[] }>(`{ search(q: "zzzz-nothing") { ${GROUP_FIELDS} } }`);
    expect(res.data!.search.map((g) => g.data.length)).toEqual([0, 0, 0]);
  });

  it('search refuses an over-long query with BAD_USER_INPUT', async () => {
    const res = await graphqlAs(app, 'admin')(`query($q: String!) { search(q: $q) { groupTitle } }`, { q: 'x'.repeat(201) });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each(['searchGroups { groupTitle }', 'search(q: "a") { groupTitle }', `bookmarks { ${PAGE} }`, `bookmarkSuggestions { ${PAGE} }`])(
    'anonymous %s is UNAUTHENTICATED',
    async (field) => {
      const res = await graphqlAs(app)(`{ ${field} }`);
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    },
  );
});

describe('toggleBookmark', () => {
  const bookmarks = async () => {
    const res = await graphqlAs(app, 'admin')<{ bookmarks: Page[]; bookmarkSuggestions: Page[] }>(`{ bookmarks { ${PAGE} } bookmarkSuggestions { ${PAGE} } }`);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };

  it('flips the flag, returns the entry with its id, and the lists follow', async () => {
    const before = await bookmarks();
    const target = before.bookmarkSuggestions.find((p) => !p.isBookmarked)!;
    const on = await graphqlAs(app, 'admin')<{ toggleBookmark: Page }>(`mutation($id: ID!) { toggleBookmark(id: $id) { ${PAGE} } }`, { id: target.id });
    expect(on.errors).toBeUndefined();
    expect(on.data!.toggleBookmark).toMatchObject({ id: target.id, isBookmarked: true });
    const after = await bookmarks();
    expect(after.bookmarks.map((p) => p.id)).toContain(target.id);
    expect(after.bookmarkSuggestions.find((p) => p.id === target.id)!.isBookmarked).toBe(true);

    const off = await graphqlAs(app, 'admin')<{ toggleBookmark: Page }>(`mutation($id: ID!) { toggleBookmark(id: $id) { ${PAGE} } }`, { id: target.id });
    expect(off.data!.toggleBookmark.isBookmarked).toBe(false);
    expect(await bookmarks()).toEqual(before);
  });

  it.each([
    ['unknown id', '9999', 'NOT_FOUND'],
    ['non-numeric id', 'abc', 'BAD_USER_INPUT'],
  ])('%s (%s) answers %s and changes nothing', async (_name, id, code) => {
    const before = await bookmarks();
    const res = await graphqlAs(app, 'admin')(`mutation($id: ID!) { toggleBookmark(id: $id) { id } }`, { id });
    expect(res.errors?.[0].extensions?.code).toBe(code);
    expect(await bookmarks()).toEqual(before);
  });

  it('is FORBIDDEN for the client role and UNAUTHENTICATED anonymously', async () => {
    const before = await bookmarks();
    const client = await graphqlAs(app, 'client')(`mutation { toggleBookmark(id: "1") { id } }`);
    expect(client.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlAs(app)(`mutation { toggleBookmark(id: "1") { id } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await bookmarks()).toEqual(before);
  });
});
