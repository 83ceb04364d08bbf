import { graphql } from '../../../__generated__/gql';

/**
 * Every field of an invoice row. The list reads them all because the cache updates after add, edit
 * and delete re-apply the server's search and sort rules to the cached rows.
 */
export const InvoiceFields = graphql(`
  fragment InvoiceFields on Invoice {
    id
    issuedDate
    dueDate
    service
    total
    balance
    avatar
    invoiceStatus
    client {
      id
      name
      company
      companyEmail
      country
      contact
      address
    }
  }
`);
