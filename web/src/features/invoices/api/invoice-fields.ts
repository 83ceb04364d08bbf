import { graphql } from '../../../__generated__/gql';

/**
 * Every field of an invoice row. The list reads them all because the cache updates after add, edit
 * and delete re-apply the server's search and sort rules to the cached rows; `version` goes back with an edit.
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
    version
    updatedBy
    updatedAt
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
