import { graphql } from '../../../__generated__/gql';

export const UpdateInvoiceMutation = graphql(`
  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!) {
    updateInvoice(id: $id, input: $input) {
      ...InvoiceFields
    }
  }
`);
