import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { InvoiceFieldsFragment, InvoiceInput } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { LoadingState } from '../../../components/states';
import { toast } from '../../../lib/toaster';
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

/** /apps/invoice/edit/:id: the form over the saved invoice; the cached lists follow the change. */
export default function InvoiceEditPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(InvoiceQuery, { variables: { id } });
  const [updateInvoice] = useMutation(UpdateInvoiceMutation);
  const title = t('pages.edit.title');

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

  if (error) {
    return (
      <div className="page">
        <PageHeader title={title} breadcrumbs={invoiceCrumbs(t, '')} />
        <InvoiceLoadError error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!data) return <LoadingState />;
  const invoice = data.invoice;
  return (
    <div className="page">
      <PageHeader title={t('pages.edit.heading', { id: invoice.id })} breadcrumbs={invoiceCrumbs(t, invoice.id)} />
      <InvoiceForm key={invoice.id} initial={valuesOf(invoice)} submitLabel={t('form.save')} cancelTo={`/apps/invoice/preview/${invoice.id}`} onSubmit={(input) => save(invoice, input)} />
    </div>
  );
}
