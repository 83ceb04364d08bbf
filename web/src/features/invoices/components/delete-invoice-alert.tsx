import { Alert } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { DeleteInvoiceMutation } from '../api/delete-invoice-mutation';
import { removeInvoiceFromCache } from '../api/invoices-cache';

/**
 * Confirms and deletes an invoice. The row disappears at once (optimistic), the cached lists are
 * adjusted without a refetch, and a failure puts everything back and says why.
 */
export function DeleteInvoiceAlert({ invoice, onClose, onDeleted }: { invoice: InvoiceFieldsFragment | null; onClose: () => void; onDeleted?: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const [deleteInvoice] = useMutation(DeleteInvoiceMutation);

  async function confirm(target: InvoiceFieldsFragment) {
    onClose();
    try {
      await deleteInvoice({
        variables: { id: target.id },
        optimisticResponse: { deleteInvoice: target },
        update: (cache, { data }) => {
          if (data) removeInvoiceFromCache(cache, data.deleteInvoice);
        },
      });
      toast.success(t('toast.deleted', { id: target.id }));
      onDeleted?.();
    } catch (error) {
      toast.error(t('toast.failed', { message: (error as Error).message }));
    }
  }

  return (
    <Alert
      isOpen={invoice !== null}
      intent="danger"
      icon="trash"
      confirmButtonText={t('common:action.delete')}
      cancelButtonText={t('common:action.cancel')}
      onCancel={onClose}
      onConfirm={() => invoice && void confirm(invoice)}
      canEscapeKeyCancel
      className="invoice-alert"
    >
      <p data-testid="invoice-delete-text">{invoice ? t('delete.text', { id: invoice.id, client: invoice.client.name }) : null}</p>
    </Alert>
  );
}
