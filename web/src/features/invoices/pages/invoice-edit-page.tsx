import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { InvoiceFieldsFragment, InvoiceInput } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { RemoteChangeNotice } from '../../../components/remote-change-notice';
import { LoadingState } from '../../../components/states';
import { useRemoteChange } from '../../../lib/live/remote-changes';
import { toast } from '../../../lib/toaster';
import { InvoiceFields } from '../api/invoice-fields';
import { InvoiceQuery } from '../api/invoice-query';
import { updateInvoiceInCache } from '../api/invoices-cache';
import { UpdateInvoiceMutation } from '../api/update-invoice-mutation';
import { InvoiceForm, type InvoiceFormValues } from '../components/invoice-form';
import { InvoiceLoadError } from '../components/invoice-missing';
import { invoiceCrumbs } from '../crumbs';
import '../invoices.css';

function valuesOf(invoice: InvoiceFieldsFragment): InvoiceFormValues {
  return {
    clientId: String(invoice.client.id),
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    total: String(invoice.total),
    balance: String(invoice.balance),
    invoiceStatus: invoice.invoiceStatus,
  };
}

/**
 * /apps/invoice/edit/:id: the form over the saved invoice; the cached lists follow the change. The form
 * keeps what the user typed when someone else edits the invoice meanwhile; a notice offers their version.
 */
export default function InvoiceEditPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, previousData, error, refetch } = useQuery(InvoiceQuery, { variables: { id } });
  const [updateInvoice] = useMutation(UpdateInvoiceMutation);
  const remote = useRemoteChange('Invoice', id || null, InvoiceFields);
  // Bumped to load the other version into the form (it is keyed by it).
  const [version, setVersion] = useState(0);
  const title = t('pages.edit.title');
  // Deleted elsewhere: the form stays on screen under the notice instead of turning into "not found".
  const invoice = data?.invoice ?? (remote.change?.change === 'DELETED' ? previousData?.invoice : undefined);

  async function save(before: InvoiceFieldsFragment, input: InvoiceInput) {
    try {
      await updateInvoice({
        variables: { id: before.id, input },
        update: (cache, result) => {
          if (result.data) updateInvoiceInCache(cache, before, result.data.updateInvoice);
        },
      });
      toast.success(t('toast.saved', { id: before.id }));
      await navigate(`/apps/invoice/preview/${before.id}`);
    } catch (failure) {
      toast.error(t('toast.failed', { message: (failure as Error).message }));
    }
  }

  if (error && !invoice) {
    return (
      <div className="page">
        <PageHeader title={title} breadcrumbs={invoiceCrumbs(t, '')} />
        <InvoiceLoadError error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!invoice) return <LoadingState />;
  return (
    <div className="page">
      <PageHeader title={t('pages.edit.heading', { id: invoice.id })} breadcrumbs={invoiceCrumbs(t, invoice.id)} />
      {remote.change ? (
        <RemoteChangeNotice
          change={remote.change}
          onReload={() => remote.takeTheirs(() => setVersion((v) => v + 1))}
          onDismiss={remote.dismiss}
        />
      ) : null}
      <InvoiceForm key={`${invoice.id}-${version}`} initial={valuesOf(invoice)} submitLabel={t('form.save')} cancelTo={`/apps/invoice/preview/${invoice.id}`} onSubmit={(input) => save(invoice, input)} />
    </div>
  );
}
