import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';
import { InvoiceQuery } from '../api/invoice-query';
import { useInvoiceFormat } from '../format';
import { saveFile } from '../../../lib/save-file';
import { invoiceHtml } from '../invoice-download';

/** Download an invoice as `invoice-<id>.html`; reads it (with payment details) through the cache. */
export function useInvoiceDownload(): (id: string) => Promise<void> {
  const client = useApolloClient();
  const { t, i18n } = useTranslation('invoices');
  const format = useInvoiceFormat();
  return useCallback(
    async (id: string) => {
      try {
        const { data } = await client.query({ query: InvoiceQuery, variables: { id } });
        if (!data) throw new Error(t('errors.notFound'));
        saveFile(`invoice-${id}.html`, invoiceHtml(data.invoice, data.invoice.paymentDetails, t, format, i18n.language), 'text/html;charset=utf-8');
        toast.success(t('toast.downloaded', { id }));
      } catch (error) {
        toast.error(t('toast.failed', { message: (error as Error).message }));
      }
    },
    [client, t, format, i18n.language],
  );
}
