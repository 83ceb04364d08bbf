import { describe, expect, it } from 'vitest';
import { useLegacyApp } from './support.js';
import type { EmployeeRecord } from '../../server/datatables/models.js';

/**
 * The data-table demos. The basic tables load every row once; the server-side table hands its
 * params to axios as the config, so nothing but the path reaches us. The avatar column requires
 * `avatar-s-<avatar>` from the template's own portraits (avatar-s-1.jpg … avatar-s-26.jpg) and
 * draws initials for ''; anything else fails to load and breaks the page.
 */
/** A row as REST answers it: the legacy portrait name as `avatar`. */
type Row = Omit<EmployeeRecord, 'avatar'> & { avatar: string; avatarUrl: string | null };

const PORTRAITS = new Set(Array.from({ length: 26 }, (_, i) => `${i + 1}.jpg`));

function expectRow(row: Row): void {
  expect(row).toMatchObject({
    responsive_id: expect.any(String),
    id: expect.any(Number),
    full_name: expect.any(String),
    post: expect.any(String),
    email: expect.any(String),
    start_date: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/),
    salary: expect.stringMatching(/^\$/),
    age: expect.any(String),
    experience: expect.any(String),
  });
  expect(row.avatar === '' || PORTRAITS.has(row.avatar)).toBe(true);
  expect([1, 2, 3, 4, 5]).toContain(row.status);
}

describe('the data-table calls', () => {
  const ctx = useLegacyApp();

  it('GET /api/datatables/initial-data: all 100 rows, avatars in the template format', async () => {
    const res = await ctx.client.get('/api/datatables/initial-data');
    expect(res.statusCode).toBe(200);
    const rows = res.json<Row[]>();
    expect(rows).toHaveLength(100);
    rows.forEach(expectRow);
    expect(rows.some((r) => r.avatar === '')).toBe(true);
    expect(rows.some((r) => r.avatar !== '')).toBe(true);
  });

  it('GET /api/datatables/data with nothing on the wire: allData, the first page as `invoices`, the total', async () => {
    const res = await ctx.client.get('/api/datatables/data');
    expect(res.statusCode).toBe(200);
    const { allData, invoices, total } = res.json<{ allData: Row[]; invoices: Row[]; total: number }>();
    expect(total).toBe(100);
    expect(allData).toHaveLength(100);
    expect(invoices).toEqual(allData.slice(0, 10));
    invoices.forEach(expectRow);
  });
});
