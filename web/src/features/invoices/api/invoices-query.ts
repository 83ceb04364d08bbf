import { graphql } from '../../../__generated__/gql';

/** One server-side page of the invoice list (spec section 7: q, status, sort, sortColumn, page, perPage). */
export const InvoicesQuery = graphql(`
  query Invoices($q: String, $status: InvoiceStatus, $sortColumn: InvoiceSortColumn, $sort: SortDirection, $page: PositiveInt, $perPage: PositiveInt) {
    invoices(q: $q, status: $status, sortColumn: $sortColumn, sort: $sort, page: $page, perPage: $perPage) {
      total
      totalEstimated
      items {
        ...InvoiceFields
      }
    }
  }
`);
