import { graphql } from '../../../__generated__/gql';

/** The clients an invoice can be addressed to, in id order. */
export const InvoiceClientsQuery = graphql(`
  query InvoiceClients($first: PositiveInt) {
    invoiceClients(first: $first) {
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
