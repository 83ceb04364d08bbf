import type { EmployeeSortColumn, EmployeesQueryVariables } from '../../__generated__/graphql';
import { oneOfOr, page, sortOf, text, type UrlStateOf } from '../../lib/url-state';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_COLUMNS } from './employee-meta';

/** `/datatables?q=&page=2&perPage=25&sort=salary.desc`; without a sort, the server's id order. */
export const EMPLOYEE_TABLE = {
  q: text('q'),
  page: page(),
  perPage: oneOfOr('perPage', PAGE_SIZES, DEFAULT_PAGE_SIZE),
  sort: sortOf<EmployeeSortColumn>(SORT_COLUMNS, { column: null, direction: 'asc' }),
};

export type EmployeeTableState = UrlStateOf<typeof EMPLOYEE_TABLE>;

/** The table's query for the URL's state: the page and the route's preload ask exactly this. */
export function employeesVariables(params: EmployeeTableState): EmployeesQueryVariables {
  return { q: params.q, page: params.page, perPage: params.perPage, sortColumn: params.sort.column, sort: params.sort.direction };
}
