import { graphql } from '../../../__generated__/gql';

/** Every row matching the search, in the table's order, as CSV built by the server. */
export const EmployeesCsvQuery = graphql(`
  query EmployeesCsv($q: String, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {
    employeesCsv(q: $q, sortColumn: $sortColumn, sort: $sort)
  }
`);
