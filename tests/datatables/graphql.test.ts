import { describe, expect, it } from 'vitest';
import { graphqlAs, graphqlDataAs, useApp } from '../helper.js';

interface GqlEmployee {
  id: string;
  avatar: string | null;
  fullName: string;
  post: string;
  email: string;
  city: string;
  startDate: string;
  salary: string;
  age: string;
  experience: string;
  status: number;
  startedOn: string;
  salaryAmount: number;
  experienceYears: number;
}

const FIELDS = 'id avatar fullName post email city startDate salary age experience status startedOn salaryAmount experienceYears';
const PAGE = `query Employees($q: String, $page: PositiveInt, $perPage: PositiveInt, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {
  employees(q: $q, page: $page, perPage: $perPage, sortColumn: $sortColumn, sort: $sort) { total items { ${FIELDS} } }
}`;
const ALL = `{ allEmployees { ${FIELDS} } }`;
const CSV = `query Csv($q: String, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {
  employeesCsv(q: $q, sortColumn: $sortColumn, sort: $sort)
}`;

const app = useApp();
const admin = graphqlAs(app, 'admin');
const data = graphqlDataAs(app, 'admin');

async function all(): Promise<GqlEmployee[]> {
  return (await data<{ allEmployees: GqlEmployee[] }>(ALL)).allEmployees;
}

async function page(variables: Record<string, unknown>): Promise<{ total: number; items: GqlEmployee[] }> {
  return (await data<{ employees: { total: number; items: GqlEmployee[] } }>(PAGE, variables)).employees;
}

describe('Query.allEmployees', () => {
  it('answers the 100 rows in id order', async () => {
    const rows = await all();
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1)));
    expect(rows[0].startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('gives the legacy texts also as typed values (day, dollars, years) for clients to format', async () => {
    for (const row of await all()) {
      const [month, day, year] = row.startDate.split('/');
      expect(row.startedOn).toBe(`${year}-${month}-${day}`);
      expect(row.salary).toBe(`$${row.salaryAmount.toFixed(2)}`);
      expect(row.experience).toBe(`${row.experienceYears} ${row.experienceYears === 1 ? 'Year' : 'Years'}`);
    }
  });
});

describe('Query.employees', () => {
  it('defaults to page 1 of 10 by id', async () => {
    const rows = await all();
    expect(await page({})).toEqual({ total: 100, items: rows.slice(0, 10) });
  });

  it('pages', async () => {
    const rows = await all();
    expect(await page({ page: 4, perPage: 15 })).toEqual({ total: 100, items: rows.slice(45, 60) });
    expect(await page({ page: 20, perPage: 10 })).toEqual({ total: 100, items: [] });
  });

  it('searches fullName, post, email, age, salary and startDate', async () => {
    const rows = await all();
    const q = rows[0].post.slice(0, 5).toUpperCase();
    const expected = rows.filter((r) =>
      [r.fullName, r.post, r.email, r.age, r.salary, r.startDate].some((t) => t.toLowerCase().includes(q.toLowerCase())),
    );
    const answer = await page({ q, perPage: 100 });
    expect(answer).toEqual({ total: expected.length, items: expected });
  });

  it.each([
    ['age', 'desc', (a: GqlEmployee, b: GqlEmployee) => Number(b.age) - Number(a.age) || Number(a.id) - Number(b.id)],
    ['full_name', 'asc', (a: GqlEmployee, b: GqlEmployee) => a.fullName.localeCompare(b.fullName, 'ru') || Number(a.id) - Number(b.id)],
    ['status', 'asc', (a: GqlEmployee, b: GqlEmployee) => a.status - b.status || Number(a.id) - Number(b.id)],
  ])('sorts by %s %s', async (sortColumn, sort, compare) => {
    const rows = await all();
    const answer = await page({ sortColumn, sort, perPage: 100 });
    expect(answer.items.map((r) => r.id)).toEqual([...rows].sort(compare).map((r) => r.id));
  });

  it.each([
    ['perPage over 100', { perPage: 101 }],
    ['perPage 0', { perPage: 0 }],
    ['page 0', { page: 0 }],
    ['an unknown sort column', { sortColumn: 'password' }],
    ['an unknown direction', { sortColumn: 'id', sort: 'up' }],
  ])('refuses %s with BAD_USER_INPUT', async (_name, variables) => {
    expect((await admin(PAGE, variables)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('Query.employeesCsv', () => {
  it('exports every matching row in the chosen order: byte-order mark, header first, CRLF line ends', async () => {
    const expected = (await page({ q: '19', sortColumn: 'salary', sort: 'desc', perPage: 100 })).items;
    const res = await admin<{ employeesCsv: string }>(CSV, { q: '19', sortColumn: 'salary', sort: 'desc' });
    const csv = res.data!.employeesCsv;
    expect(csv.startsWith('\uFEFFID,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('ID,Имя,Должность,Email,Город,Дата начала,Зарплата,Возраст,"Опыт, лет",Статус');
    expect(lines.slice(1, -1)).toEqual(
      expected.map((r) => [r.id, r.fullName, r.post, r.email, r.city, r.startedOn, r.salary, r.age, r.experienceYears, r.status].join(',')),
    );
  });

  it('exports all 100 rows without a query', async () => {
    const res = await admin<{ employeesCsv: string }>(CSV);
    expect(res.data!.employeesCsv.slice(1).split('\r\n')).toHaveLength(102);
  });
});

describe('security', () => {
  it.each([
    ['employees', PAGE],
    ['allEmployees', ALL],
    ['employeesCsv', CSV],
  ])('%s: UNAUTHENTICATED without a token, FORBIDDEN for the client role', async (_name, query) => {
    expect((await graphqlAs(app)(query)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphqlAs(app, 'client')(query)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
