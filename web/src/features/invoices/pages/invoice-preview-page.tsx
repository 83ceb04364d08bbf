import { Button, Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ChangeHistory } from '../../../components/audit/change-history';
import { PageHeader } from '../../../components/page-header';
import { LoadingState } from '../../../components/states';
import { Can } from '../../../lib/ability';
import { InvoiceQuery } from '../api/invoice-query';
import { AddPaymentDrawer } from '../components/add-payment-drawer';
import { DeleteInvoiceAlert } from '../components/delete-invoice-alert';
import { InvoiceDocument } from '../components/invoice-document';
import { InvoiceLoadError } from '../components/invoice-missing';
import { LinkButton } from '../../../components/link-button';
import { SendInvoiceDrawer } from '../components/send-invoice-drawer';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { invoiceCrumbs } from '../crumbs';
import '../invoices.css';

type Panel = 'send' | 'payment' | 'delete' | null;

/** /apps/invoice/preview/:id: the invoice and, beside it, send, download, print, edit, add payment, delete. */
export default function InvoicePreviewPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const download = useInvoiceDownload();
  const [panel, setPanel] = useState<Panel>(null);
  const { data, error, refetch } = useQuery(InvoiceQuery, { variables: { id } });
  const title = data ? t('preview.number', { id: data.invoice.id }) : t('pages.preview.title');

  function content() {
    if (error) return <InvoiceLoadError error={error} onRetry={() => void refetch()} />;
    if (!data) return <LoadingState />;
    const invoice = data.invoice;
    return (
      <div className="invoice-preview">
        <Card className="card invoice-preview__doc">
          <InvoiceDocument invoice={invoice} />
        </Card>
        <aside className="invoice-preview__side">
          <Card className="card invoice-preview__actions">
            <Can I="update" a="Invoice">
              <Button intent="primary" fill icon="send-message" text={t('actions.send')} onClick={() => setPanel('send')} data-testid="invoice-send" />
            </Can>
            <Button fill variant="outlined" icon="download" text={t('actions.download')} onClick={() => void download(invoice.id)} data-testid="invoice-download" />
            <div className="invoice-preview__pair">
              <Button fill variant="outlined" icon="print" text={t('actions.print')} onClick={() => window.open(`/apps/invoice/print/${invoice.id}`, '_blank', 'noopener')} data-testid="invoice-print" />
              <Can I="update" a="Invoice">
                <LinkButton to={`/apps/invoice/edit/${invoice.id}`} fill variant="outlined" icon="edit" text={t('actions.edit')} data-testid="invoice-edit" />
              </Can>
            </div>
            <Can I="update" a="Invoice">
              <Button fill intent="success" icon="dollar" text={t('actions.addPayment')} onClick={() => setPanel('payment')} data-testid="invoice-add-payment" />
            </Can>
            <Can I="delete" a="Invoice">
              <Button fill variant="minimal" intent="danger" icon="trash" text={t('actions.delete')} onClick={() => setPanel('delete')} data-testid="invoice-delete" />
            </Can>
          </Card>
          <ChangeHistory subject="Invoice" recordId={invoice.id} className="bp6-card bp6-elevation-0 card invoice-preview__history" />
        </aside>
        <SendInvoiceDrawer key={`send-${invoice.id}-${panel === 'send'}`} invoice={invoice} isOpen={panel === 'send'} onClose={() => setPanel(null)} />
        <AddPaymentDrawer key={`pay-${invoice.id}-${panel === 'payment'}`} invoice={invoice} isOpen={panel === 'payment'} onClose={() => setPanel(null)} />
        <DeleteInvoiceAlert invoice={panel === 'delete' ? invoice : null} onClose={() => setPanel(null)} onDeleted={() => void navigate('/apps/invoice/list')} />
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title={title} breadcrumbs={invoiceCrumbs(t, '')} />
      {content()}
    </div>
  );
}
