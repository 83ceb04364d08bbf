import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingState } from '../../../components/states';
import { InvoiceQuery } from '../api/invoice-query';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceLoadError } from '../components/invoice-missing';
import '../invoices.css';

/** /apps/invoice/print/:id (blank layout): the invoice alone on a white page, and the print dialog once it is shown. */
export default function InvoicePrintPage() {
  const { t } = useTranslation('invoices');
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(InvoiceQuery, { variables: { id } });

  useEffect(() => {
    if (!data) return;
    document.title = t('preview.number', { id: data.invoice.id });
    // Let the page paint (fonts, logo) before the dialog freezes it.
    const frame = window.requestAnimationFrame(() => window.print());
    return () => window.cancelAnimationFrame(frame);
  }, [data, t]);

  return (
    <div className="invoice-print" data-testid="invoice-print">
      {error ? <InvoiceLoadError error={error} onRetry={() => void refetch()} /> : data ? <InvoiceDocument invoice={data.invoice} /> : <LoadingState />}
    </div>
  );
}
