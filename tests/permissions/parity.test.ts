import { describe, expect, it } from 'vitest';
import type { PermissionRecord } from '../../server/permissions/models.js';
import { useParity } from '../helper.js';

/** REST and GraphQL read the same repository: same ids, same order, same totals, same fields. */
const { rest, gql } = useParity({ clock: () => new Date(Date.UTC(2026, 5, 1, 12, 0)) });

const FIELDS = 'id name assignedTo createdDate';

/** A REST permission in GraphQL spelling: string id, underscore role key. */
function asGraphQL(permission: PermissionRecord) {
  return {
    ...permission,
    id: String(permission.id),
    assignedTo: permission.assignedTo.map((role) => role.replace('-', '_')),
  };
}

describe('permissions: REST and GraphQL agree', () => {
  it.each([
    { rest: {}, gql: {} },
    { rest: { q: 'управление' }, gql: { q: 'управление' } },
    { rest: { q: '2026' }, gql: { q: '2026' } },
    { rest: { assignedTo: 'restricted-user' }, gql: { assignedTo: 'restricted_user' } },
    { rest: { assignedTo: 'manager', q: 'о' }, gql: { assignedTo: 'manager', q: 'о' } },
    { rest: { page: '3', perPage: '4' }, gql: { page: 3, perPage: 4 } },
  ] as { rest: Record<string, string>; gql: Record<string, unknown> }[])('on the list for $rest', async (params) => {
    const fromRest = (await rest({ method: 'GET', url: '/apps/permissions/data', query: params.rest })).json();
    const fromGql = await gql<{ permissions: { total: number; items: unknown[] } }>(
      `query ($q: String, $assignedTo: PermissionRole, $page: PositiveInt, $perPage: PositiveInt) {
        permissions(q: $q, assignedTo: $assignedTo, page: $page, perPage: $perPage) { total items { ${FIELDS} } } }`,
      params.gql,
    );
    expect(fromGql.errors).toBeUndefined();
    expect(fromRest.permissions.length).toBeGreaterThan(0);
    expect(fromGql.data?.permissions.total).toBe(fromRest.total);
    expect(fromGql.data?.permissions.items).toEqual(fromRest.permissions.map(asGraphQL));
  });

  it('on all data, also after add, rename and delete through both faces', async () => {
    await rest({ method: 'POST', url: '/apps/permissions/add-permission', payload: { name: 'Управление филиалами' } });
    await gql('mutation { addPermission(name: "Управление складами") { id } }');
    await rest({ method: 'POST', url: '/apps/permissions/update-permission', payload: { id: 3, name: 'Право три' } });
    await gql('mutation { deletePermission(id: "4") { id } }');
    const fromRest = (await rest({ method: 'GET', url: '/apps/permissions/data' })).json();
    const fromGql = await gql<{ allPermissions: unknown[] }>(`{ allPermissions { ${FIELDS} } }`);
    expect(fromGql.data?.allPermissions).toEqual(fromRest.allData.map(asGraphQL));
    expect(fromRest.allData.slice(0, 2).map((p: PermissionRecord) => p.name)).toEqual(['Управление складами', 'Управление филиалами']);
  });
});
