import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';
import { DeleteInvoiceMutation } from '../api/delete-invoice-mutation';
import { removeInvoiceFromCache } from '../api/invoices-cache';

/**
 * Confirms and deletes an invoice. The row disappears at once (optimistic), the cached lists are
 * adjusted without a refetch, and a failure puts everything back and says why.
 */
export function DeleteInvoiceAlert({ invoice, onClose, onDeleted }: { invoice: InvoiceFieldsFragment | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation('invoices');
  const [deleteInvoice] = useMutation(DeleteInvoiceMutation);
  return (
    <ConfirmDeleteAlert
      item={invoice}
      onClose={onClose}
      onDelete={(target) =>
        deleteInvoice({
          variables: { id: target.id },
          optimisticResponse: { deleteInvoice: target },
          update: (cache, { data }) => {
            if (data) removeInvoiceFromCache(cache, data.deleteInvoice);
          },
        })
      }
      onDeleted={onDeleted}
      message={(target) => t('delete.text', { id: target.id, client: target.client.name })}
      messageTestId="invoice-delete-text"
      toasts={{ done: (target) => t('toast.deleted', { id: target.id }), failed: (message) => t('toast.failed', { message }) }}
      className="invoice-alert"
    />
  );
}
