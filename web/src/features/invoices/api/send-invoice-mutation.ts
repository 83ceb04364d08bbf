import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../__generated__/gql';
import type { InvoiceFieldsFragment, SendInvoiceInput } from '../../../__generated__/graphql';
import { updateInvoiceInCache } from './invoices-cache';

export const SendInvoiceMutation = graphql(`
  mutation SendInvoice($id: ID!, $input: SendInvoiceInput!) {
    sendInvoice(id: $id, input: $input) {
      ...InvoiceFields
    }
  }
`);

/** Sends the invoice by letter; a draft comes back Sent and moves in the cached lists as a save does. */
export function useSendInvoice() {
  const [sendInvoice, { loading }] = useMutation(SendInvoiceMutation);
  const send = (before: InvoiceFieldsFragment, input: SendInvoiceInput) =>
    sendInvoice({
      variables: { id: before.id, input },
      update: (cache, result) => {
        if (result.data) updateInvoiceInCache(cache, before, result.data.sendInvoice);
      },
    });
  return { send, loading };
}
