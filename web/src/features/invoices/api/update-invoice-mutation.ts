import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../__generated__/gql';
import type { InvoiceFieldsFragment, InvoiceInput } from '../../../__generated__/graphql';
import { updateInvoiceInCache } from './invoices-cache';

export const UpdateInvoiceMutation = graphql(`
  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!, $version: Int) {
    updateInvoice(id: $id, input: $input, version: $version) {
      ...InvoiceFields
    }
  }
`);

/**
 * Saves an invoice and moves it in the cached lists from where `before` stood, without reading them again. With
 * `version` (the one the change started from) a save after someone else's is refused (CONFLICT) instead of
 * overwriting it.
 */
export function useUpdateInvoice() {
  const [updateInvoice, { loading }] = useMutation(UpdateInvoiceMutation);
  const save = (before: InvoiceFieldsFragment, input: InvoiceInput, version?: number) =>
    updateInvoice({
      variables: { id: before.id, input, version },
      update: (cache, result) => {
        if (result.data) updateInvoiceInCache(cache, before, result.data.updateInvoice);
      },
    });
  return { save, loading };
}
