import { describe, expect, it } from 'vitest';
import { useLegacyApp, expectBadRequest } from './support.js';

/**
 * The permissions store. The table sends all four parameters (assignedTo empty when unset) and
 * keeps the `params` the answer echoes for its next reload; the modal posts `{ permission: { name } }`
 * to add and `{ id, name }` to rename. Delete passes `{ id }` as axios's config: no id reaches us.
 */
interface Permission {
  id: number;
  name: string;
  assignedTo: string[];
  createdDate: string;
}

const tableParams = { assignedTo: '', q: '', page: 1, perPage: 10 };

const ctx = useLegacyApp();

describe('reads', () => {
  it('GET /apps/permissions/data?assignedTo=&q=&page=1&perPage=10: a page, the total, the params to reload with, allData', async () => {
    const res = await ctx.client.get('/apps/permissions/data', tableParams);
    expect(res.statusCode).toBe(200);
    const { permissions, total, params, allData } = res.json<{ permissions: Permission[]; total: number; params: Record<string, unknown>; allData: Permission[] }>();
    expect(permissions).toHaveLength(10);
    expect(total).toBe(allData.length);
    for (const p of permissions) {
      expect(p).toMatchObject({ id: expect.any(Number), name: expect.any(String), createdDate: expect.any(String) });
      expect(p.assignedTo.length).toBeGreaterThan(0);
    }
    expect(params).toEqual(tableParams);
    // The next reload sends those params back.
    const again = await ctx.client.get('/apps/permissions/data', params);
    expect(again.json().permissions).toEqual(permissions);
  });

  it('GET /apps/permissions/data with a role chosen in the menu', async () => {
    const { permissions } = (await ctx.client.get('/apps/permissions/data', { ...tableParams, assignedTo: 'support' })).json<{ permissions: Permission[] }>();
    expect(permissions.length).toBeGreaterThan(0);
    expect(permissions.every((p) => p.assignedTo.includes('support'))).toBe(true);
  });
});

describe('writes', () => {
  const table = async () => (await ctx.client.get('/apps/permissions/data', { ...tableParams, perPage: 100 })).json<{ permissions: Permission[] }>().permissions;

  it('POST /apps/permissions/add-permission {permission: {name}}: 201, newest first, assigned to administrator', async () => {
    const res = await ctx.client.post('/apps/permissions/add-permission', { permission: { name: 'Выгрузка отчётов' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().permission).toMatchObject({ name: 'Выгрузка отчётов', assignedTo: ['administrator'] });
    expect((await table())[0]).toEqual(res.json().permission);
  });

  it('POST /apps/permissions/add-permission refuses a body with both a name and an envelope, adding nothing', async () => {
    const before = await table();
    expectBadRequest(await ctx.client.post('/apps/permissions/add-permission', { name: 'А', permission: { name: 'Б' } }), 'permission.name');
    expectBadRequest(await ctx.client.post('/apps/permissions/add-permission', {}), 'name');
    expect(await table()).toEqual(before);
  });

  it('POST /apps/permissions/update-permission {id, name}: 201, the table shows the new name', async () => {
    const [first] = await table();
    const res = await ctx.client.post('/apps/permissions/update-permission', { name: 'Управление биллингом', id: first.id });
    expect(res.statusCode).toBe(201);
    expect((await table()).find((p) => p.id === first.id)?.name).toBe('Управление биллингом');
  });

  it('DELETE /apps/permissions/delete sends no id: 400 naming it, nothing removed', async () => {
    const before = await table();
    expectBadRequest(await ctx.client.delete('/apps/permissions/delete'), 'id');
    expect(await table()).toEqual(before);
  });
});
