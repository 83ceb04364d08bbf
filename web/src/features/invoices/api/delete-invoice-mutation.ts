import { graphql } from '../../../__generated__/gql';

export const DeleteInvoiceMutation = graphql(`
  mutation DeleteInvoice($id: ID!) {
    deleteInvoice(id: $id) {
      ...InvoiceFields
    }
  }
`);
