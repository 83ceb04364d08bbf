import { describe, expect, it } from 'vitest';
import { injectAs, useApp } from '../helper.js';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';

interface Employee {
  responsive_id: string;
  id: number;
  avatar: string;
  avatarUrl: string;
  full_name: string;
  post: string;
  email: string;
  city: string;
  start_date: string;
  salary: string;
  age: string;
  experience: string;
  status: number;
}
interface DataAnswer {
  allData: Employee[];
  invoices: Employee[];
  total: number;
}

const app = useApp();
const admin = injectAs(app, 'admin');

async function initial(): Promise<Employee[]> {
  const res = await admin({ method: 'GET', url: '/api/datatables/initial-data' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function data(query = ''): Promise<DataAnswer> {
  const res = await admin({ method: 'GET', url: `/api/datatables/data${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const SEARCHED = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const;
const matches = (row: Employee, q: string) => SEARCHED.some((c) => row[c].toLowerCase().includes(q.toLowerCase()));

describe('GET /api/datatables/initial-data', () => {
  it('answers exactly 100 rows, ids 1..100, in the documented shapes', async () => {
    const rows = await initial();
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (const row of rows) {
      expect(row.responsive_id).toBe('');
      expect(row.start_date).toMatch(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/);
      expect(row.salary).toMatch(/^\$\d+\.\d{2}$/);
      expect(row.age).toMatch(/^\d+$/);
      expect(row.experience).toMatch(/^\d+ Years?$/);
      expect(row.status).toBeGreaterThanOrEqual(1);
      expect(row.status).toBeLessThanOrEqual(5);
      expect(row.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(row.full_name).toMatch(/[А-Яа-яЁё]/);
      expect(row.post).toMatch(/[А-Яа-яЁё]/);
      expect(row.city).toMatch(/[А-Яа-яЁё]/);
    }
    // Legacy format: a portrait file name ("7.jpg") or '' for initials; our picture URL beside it, the initials
    // avatar for someone without a photo.
    expect(rows.some((r) => r.avatar === '' && r.avatarUrl === initialsAvatarUrl(r.full_name))).toBe(true);
    for (const r of rows.filter((row) => row.avatarUrl.startsWith('/images/'))) {
      expect(r.avatar).toBe(`${/(\d+)\.svg$/.exec(r.avatarUrl)![1]}.jpg`);
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});

describe('GET /api/datatables/data', () => {
  it('answers page 1 of 10 by id, every row as allData, and the total', async () => {
    const all = await initial();
    expect(await data()).toEqual({ allData: all, invoices: all.slice(0, 10), total: 100 });
  });

  it.each([
    ['?page=3&perPage=7', 14, 21],
    ['?page=2&perPage=50', 50, 100],
    ['?page=1&perPage=100', 0, 100],
    ['?page=11', 100, 110],
  ])('pages %s', async (query, from, to) => {
    const all = await initial();
    const answer = await data(query);
    expect(answer.invoices).toEqual(all.slice(from, to));
    expect(answer.total).toBe(100);
  });

  it.each([
    ['a name', (rows: Employee[]) => rows[4].full_name.split(' ')[1].toUpperCase()],
    ['a post', (rows: Employee[]) => rows[0].post.toLowerCase()],
    ['an e-mail part', (rows: Employee[]) => rows[2].email.split('@')[0]],
    ['a salary', (rows: Employee[]) => rows[9].salary.slice(0, 4)],
    ['a start year', (rows: Employee[]) => rows[6].start_date.slice(6)],
    ['an age', (rows: Employee[]) => rows[1].age],
  ])('searches %s case-insensitively over the documented columns', async (_name, pick) => {
    const all = await initial();
    const q = pick(all);
    const expected = all.filter((r) => matches(r, q));
    expect(expected.length).toBeGreaterThan(0);
    const answer = await data(`?q=${encodeURIComponent(q)}&perPage=100`);
    expect(answer.invoices).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    expect(answer.allData).toEqual(all);
  });

  it('does not search the city (not a searched column)', async () => {
    const all = await initial();
    const city = all.find((r) => !all.some((o) => matches(o, r.city)))?.city;
    expect(city).toBeDefined();
    expect((await data(`?q=${encodeURIComponent(city!)}`)).total).toBe(0);
  });

  const numeric = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const date = (text: string) => Number(text.slice(6) + text.slice(0, 2) + text.slice(3, 5));
  const ru = new Intl.Collator('ru', { sensitivity: 'base' });
  const KEYS: [string, (r: Employee) => number | string][] = [
    ['id', (r) => r.id],
    ['full_name', (r) => r.full_name],
    ['post', (r) => r.post],
    ['email', (r) => r.email],
    ['city', (r) => r.city],
    ['start_date', (r) => date(r.start_date)],
    ['salary', (r) => numeric(r.salary)],
    ['age', (r) => numeric(r.age)],
    ['experience', (r) => numeric(r.experience)],
    ['status', (r) => r.status],
  ];
  const cases = KEYS.flatMap(([column, key]) => (['asc', 'desc'] as const).map((sort) => [column, sort, key] as const));

  it.each(cases)('sorts by %s %s (extension), ties by id', async (column, sort, key) => {
    const all = await initial();
    const sign = sort === 'asc' ? 1 : -1;
    const cmp = (a: Employee, b: Employee) => {
      const [x, y] = [key(a), key(b)];
      const c = typeof x === 'number' && typeof y === 'number' ? x - y : ru.compare(String(x), String(y));
      return sign * c || a.id - b.id;
    };
    const answer = await data(`?sortColumn=${column}&sort=${sort}&perPage=100`);
    expect(answer.invoices.map((r) => r.id)).toEqual([...all].sort(cmp).map((r) => r.id));
    expect(answer.allData).toEqual(all);
  });

  it('sorts ascending when only sortColumn is given, and sorts before paging', async () => {
    const full = await data('?sortColumn=salary&perPage=100');
    expect((await data('?sortColumn=salary&page=2&perPage=10')).invoices).toEqual(full.invoices.slice(10, 20));
    expect(numeric(full.invoices[0].salary)).toBeLessThanOrEqual(numeric(full.invoices[99].salary));
  });

  it.each([
    ['perPage over 100', '?perPage=101'],
    ['perPage 0', '?perPage=0'],
    ['page 0', '?page=0'],
    ['a non-numeric page', '?page=abc'],
    ['an unknown sortColumn', '?sortColumn=password'],
    ['an unknown sort', '?sortColumn=id&sort=up'],
    ['a query over 200 characters', `?q=${'a'.repeat(201)}`],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await admin({ method: 'GET', url: `/api/datatables/data${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });
});

describe('security', () => {
  it.each(['/api/datatables/initial-data', '/api/datatables/data'])('%s answers 401 without a token', async (url) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it.each(['/api/datatables/initial-data', '/api/datatables/data'])('%s answers 403 to the client role', async (url) => {
    expect((await injectAs(app, 'client')({ method: 'GET', url })).statusCode).toBe(403);
  });
});
