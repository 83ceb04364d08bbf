import { describe, expect, it } from 'vitest';
import { useParity } from '../helper.js';

const { rest: restAsAdmin, gql: graphqlAsAdmin } = useParity();

interface Row {
  id: number;
  full_name: string;
  start_date: string;
  salary: string;
}
interface GqlRow {
  id: string;
  fullName: string;
  startDate: string;
  salary: string;
}

const toGql = (r: Row): GqlRow => ({ id: String(r.id), fullName: r.full_name, startDate: r.start_date, salary: r.salary });

describe('datatables: REST and GraphQL agree', () => {
  it('initial-data and allEmployees', async () => {
    const rest = (await restAsAdmin({ method: 'GET', url: '/api/datatables/initial-data' })).json() as Row[];
    const gql = await graphqlAsAdmin<{ allEmployees: GqlRow[] }>('{ allEmployees { id fullName startDate salary } }');
    expect(gql.data?.allEmployees).toEqual(rest.map(toGql));
  });

  it.each([
    [{}],
    [{ page: 3, perPage: 7 }],
    [{ q: 'ов', perPage: 25, page: 2 }],
    [{ q: '20', sortColumn: 'start_date', sort: 'desc' }],
    [{ sortColumn: 'salary', sort: 'asc', perPage: 100 }],
    [{ sortColumn: 'full_name', sort: 'desc', page: 2 }],
    [{ q: 'нет-такого' }],
  ])('data and employees for %j', async (params) => {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const rest = (await restAsAdmin({ method: 'GET', url: `/api/datatables/data?${query}` })).json() as {
      invoices: Row[];
      total: number;
    };
    const gql = await graphqlAsAdmin<{ employees: { total: number; items: GqlRow[] } }>(
      `query($q: String, $page: PositiveInt, $perPage: PositiveInt, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {
        employees(q: $q, page: $page, perPage: $perPage, sortColumn: $sortColumn, sort: $sort) { total items { id fullName startDate salary } }
      }`,
      params,
    );
    expect(gql.data?.employees).toEqual({ total: rest.total, items: rest.invoices.map(toGql) });
  });

  it('employeesCsv holds exactly the rows REST filters and sorts', async () => {
    const rest = (await restAsAdmin({ method: 'GET', url: '/api/datatables/data?q=ов&sortColumn=age&sort=desc&perPage=100' })).json() as {
      invoices: Row[];
    };
    const gql = await graphqlAsAdmin<{ employeesCsv: string }>('{ employeesCsv(q: "ов", sortColumn: age, sort: desc) }');
    const ids = gql.data!.employeesCsv.split('\r\n').slice(1, -1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(rest.invoices.map((r) => r.id));
  });
});
