import { graphql } from '../../../__generated__/gql';

export const BulkMarkInvoicesSentMutation = graphql(`
  mutation BulkMarkInvoicesSent($selection: InvoiceSelection!) {
    bulkMarkInvoicesSent(selection: $selection) {
      ...BulkJobFields
    }
  }
`);

export const BulkDeleteInvoicesMutation = graphql(`
  mutation BulkDeleteInvoices($selection: InvoiceSelection!) {
    bulkDeleteInvoices(selection: $selection) {
      ...BulkJobFields
    }
  }
`);
