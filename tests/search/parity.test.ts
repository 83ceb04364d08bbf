import { describe, expect, it } from 'vitest';
import { featherIcon } from '../../server/common/legacy-icons.js';
import { useParity } from '../helper.js';

const { rest: restAsAdmin, gql: graphqlAsAdmin } = useParity();

const PAGE = 'id target isBookmarked title icon link';

/** REST ids are numbers, GraphQL ids strings: compare on the same footing. */
const normalize = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
  rows.map((r) => ({ ...r, ...(r.id !== undefined ? { id: String(r.id) } : {}) }));

/** GraphQL keeps our Blueprint icon names; REST answers the react-feather component the legacy client draws. */
const asRest = (rows: Record<string, unknown>[]) =>
  normalize(rows).map((r) => (typeof r.icon === 'string' ? { ...r, icon: featherIcon(r.icon) } : r));

describe('REST and GraphQL agree on the same fresh state', () => {
  it('main search catalogue: same groups, same entries, same order', async () => {
    const rest = (await restAsAdmin({ method: 'GET', url: '/api/main-search/data' })).json() as {
      searchArr: { groupTitle: string; searchLimit: number; data: Record<string, unknown>[] }[];
    };
    const gql = await graphqlAsAdmin<{ searchGroups: { groupTitle: string; searchLimit: number; data: Record<string, unknown>[] }[] }>(`{
      searchGroups { groupTitle searchLimit data {
        ... on SearchPage { ${PAGE} }
        ... on SearchFile { title by size file }
        ... on SearchContact { title email img date }
      } }
    }`);
    expect(gql.data!.searchGroups.map((g) => ({ ...g, data: asRest(g.data) }))).toEqual(
      rest.searchArr.map((g) => ({ ...g, data: normalize(g.data) })),
    );
  });

  it('bookmarks and suggestions, also after a toggle', async () => {
    const compare = async () => {
      const rest = (await restAsAdmin({ method: 'GET', url: '/api/bookmarks/data' })).json() as {
        suggestions: Record<string, unknown>[];
        bookmarks: Record<string, unknown>[];
      };
      const gql = await graphqlAsAdmin<{ bookmarkSuggestions: Record<string, unknown>[]; bookmarks: Record<string, unknown>[] }>(
        `{ bookmarkSuggestions { ${PAGE} } bookmarks { ${PAGE} } }`,
      );
      expect(asRest(gql.data!.bookmarkSuggestions)).toEqual(normalize(rest.suggestions));
      expect(asRest(gql.data!.bookmarks)).toEqual(normalize(rest.bookmarks));
    };
    await compare();
    await restAsAdmin({ method: 'POST', url: '/api/bookmarks/update', payload: { id: 7 } });
    await graphqlAsAdmin(`mutation { toggleBookmark(id: "3") { id } }`);
    await compare();
  });
});
