import { describe, expect, it } from 'vitest';
import { EMPLOYEE_SORT_COLUMNS, type EmployeeRecord, type EmployeeSortColumn } from '../../server/datatables/models.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const collator = new Intl.Collator('ru', { sensitivity: 'base' });

/** What each column means, computed here from the text the rows hold. */
function key(row: EmployeeRecord, column: EmployeeSortColumn): string | number {
  switch (column) {
    case 'start_date': {
      const [m, d, y] = row.start_date.split('/');
      return Number(`${y}${m}${d}`);
    }
    case 'salary':
      return Number(row.salary.replace(/[^\d.-]/g, ''));
    case 'age':
      return Number(row.age);
    case 'experience':
      return Number.parseInt(row.experience, 10);
    default:
      return row[column];
  }
}

function compareBy(column: EmployeeSortColumn) {
  return (a: EmployeeRecord, b: EmployeeRecord) => {
    const [x, y] = [key(a, column), key(b, column)];
    return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
  };
}

describe.each(STORE_NAMES)('the employee table on the %s store', (name) => {
  const store = useStore(name, 'once');
  const table = () => store().stores.datatables;

  it('answers every row in id order, and page 1 of 10 by default', async () => {
    const all = await table().all();
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(all.map((r) => r.id)).toEqual(all.map((_, i) => i + 1));
    expect(all[0].responsive_id).toBe('');
    const page = await table().page();
    expect(page).toEqual({ items: all.slice(0, 10), total: all.length });
  });

  it('sorts by every column both ways by what the text means; ties keep id order ascending either way', async () => {
    const all = await table().all();
    for (const sortColumn of EMPLOYEE_SORT_COLUMNS) {
      const compare = compareBy(sortColumn);
      const asc = (await table().search({ sortColumn })).map((r) => r.id);
      const desc = (await table().page({ sortColumn, sort: 'desc', perPage: 30, page: 2 })).items.map((r) => r.id);
      expect(asc, `${sortColumn} asc`).toEqual([...all].sort((a, b) => compare(a, b) || a.id - b.id).map((r) => r.id));
      expect(desc, `${sortColumn} desc`).toEqual([...all].sort((a, b) => -compare(a, b) || a.id - b.id).slice(30, 60).map((r) => r.id));
    }
  });

  it('searches full name, post, e-mail, age, salary and start date case-insensitively, q trimmed', async () => {
    const all = await table().all();
    const [row] = all;
    const part = row.full_name.slice(0, 4).toUpperCase();
    const expected = all.filter((r) => [r.full_name, r.post, r.email, r.age, r.salary, r.start_date].some((f) => f.toLowerCase().includes(part.toLowerCase())));
    expect((await table().search({ q: `  ${part} ` })).map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect((await table().page({ q: row.salary })).items.map((r) => r.id)).toContain(row.id);
    expect((await table().page({ q: row.start_date })).items.map((r) => r.id)).toContain(row.id);
    // The city is shown but not searched.
    const city = all.find((r) => ![r.full_name, r.post, r.email].some((f) => f.includes(r.city)))!;
    expect((await table().search({ q: city.city })).every((r) => r.city !== city.city || [r.full_name, r.post, r.email].some((f) => f.toLowerCase().includes(city.city.toLowerCase())))).toBe(true);
    expect((await table().page({ q: '%' })).total).toBe(0);
  });

  it('pages past the end empty, and refuses bad paging naming the field', async () => {
    const { total } = await table().page();
    expect(await table().page({ page: Math.ceil(total / 10) + 1 })).toEqual({ items: [], total });
    await expect(table().page({ page: 0 })).rejects.toThrow(/page/);
    await expect(table().page({ perPage: 101 })).rejects.toThrow(/perPage/);
    await expect(table().search({ sortColumn: 'avatar' as never })).rejects.toThrow(/sortColumn/);
  });
});
