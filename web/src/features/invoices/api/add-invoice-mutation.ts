import { graphql } from '../../../__generated__/gql';

export const AddInvoiceMutation = graphql(`
  mutation AddInvoice($input: InvoiceInput!) {
    addInvoice(input: $input) {
      ...InvoiceFields
    }
  }
`);
