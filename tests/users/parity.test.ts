import { describe, expect, it } from 'vitest';
import { useParity } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

/** REST and GraphQL read the same repository: same ids, same order, same totals, same fields. */
const { rest, gql } = useParity();

const BILLING_KEYS: Record<string, string> = {
  'Auto Debit': 'Auto_Debit',
  'Manual - Credit Card': 'Manual_Credit_Card',
  'Manual - Paypal': 'Manual_Paypal',
  'Manual - Cash': 'Manual_Cash',
};
const FIELDS = 'id fullName company role username country contact email currentPlan status billing avatar';

/** A REST user in GraphQL spelling: string id, enum billing, the initials avatar for no photo (REST says '' for the legacy client). */
function asGraphQL(user: Record<string, unknown>): Record<string, unknown> {
  const avatar = user.avatar === '' ? initialsAvatarUrl(String(user.fullName)) : user.avatar;
  return { ...user, id: String(user.id), billing: BILLING_KEYS[String(user.billing)], avatar };
}

describe('users: REST and GraphQL agree', () => {
  it.each([
    {},
    { q: 'ov' },
    { q: 'MANUAL' },
    { role: 'editor' },
    { currentPlan: 'team', status: 'pending' },
    { sortColumn: 'email', sort: 'desc' },
    { sortColumn: 'country', sort: 'asc', page: 2, perPage: 7 },
    { status: 'active', sortColumn: 'id', sort: 'desc', perPage: 100 },
  ] as Record<string, string | number>[])('on the list for %o', async (params) => {
    const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const fromRest = (await rest({ method: 'GET', url: '/api/users/list/data', query })).json();
    const fromGql = await gql<{ users: { total: number; items: Record<string, unknown>[] } }>(
      `query ($q: String, $role: UserRole, $currentPlan: UserPlan, $status: UserStatus, $sort: SortDirection,
        $sortColumn: UserSortColumn, $page: PositiveInt, $perPage: PositiveInt) {
        users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn,
          page: $page, perPage: $perPage) { total items { ${FIELDS} } } }`,
      params,
    );
    expect(fromGql.errors).toBeUndefined();
    expect(fromRest.users.length).toBeGreaterThan(0);
    expect(fromGql.data?.users.total).toBe(fromRest.total);
    expect(fromGql.data?.users.items).toEqual(fromRest.users.map(asGraphQL));
  });

  it('on all users, also after an add and a delete', async () => {
    await rest({
      method: 'POST',
      url: '/apps/users/add-user',
      payload: { fullName: 'Ева Орлова', username: 'eva.orlova', email: 'eva@example.ru', role: 'operator', currentPlan: 'basic' },
    });
    await gql('mutation { deleteUser(id: "10") { id } }');
    const fromRest = (await rest({ method: 'GET', url: '/api/users/list/all-data' })).json();
    const fromGql = await gql<{ allUsers: Record<string, unknown>[] }>(`{ allUsers { ${FIELDS} } }`);
    expect(fromGql.data?.allUsers).toEqual(fromRest.map(asGraphQL));
    expect(fromRest[0].username).toBe('eva.orlova');
    expect(fromRest.some((u: { id: number }) => u.id === 10)).toBe(false);
  });

  it.each([1, 17, 64])('on user %i', async (id) => {
    const fromRest = (await rest({ method: 'GET', url: `/api/users/user?id=${id}` })).json();
    const fromGql = await gql<{ user: Record<string, unknown> }>(`query ($id: ID!) { user(id: $id) { ${FIELDS} } }`, {
      id: String(id),
    });
    expect(fromGql.data?.user).toEqual(asGraphQL(fromRest.user));
  });
});
