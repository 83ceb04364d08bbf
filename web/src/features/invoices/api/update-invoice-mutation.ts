import { graphql } from '../../../__generated__/gql';

export const UpdateInvoiceMutation = graphql(`
  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!, $version: Int) {
    updateInvoice(id: $id, input: $input, version: $version) {
      ...InvoiceFields
    }
  }
`);
