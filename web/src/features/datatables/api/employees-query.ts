import { graphql } from '../../../__generated__/gql';

/** One server-side page: q over the six searched fields, sort, page and page size. */
export const EmployeesQuery = graphql(`
  query Employees($q: String, $page: PositiveInt, $perPage: PositiveInt, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {
    employees(q: $q, page: $page, perPage: $perPage, sortColumn: $sortColumn, sort: $sort) {
      total
      items {
        ...EmployeeFields
      }
    }
  }
`);
