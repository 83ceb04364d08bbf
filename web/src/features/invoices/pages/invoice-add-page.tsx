import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InvoiceInput } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { toast } from '../../../lib/toaster';
import { AddInvoiceMutation } from '../api/add-invoice-mutation';
import { addInvoiceToCache } from '../api/invoices-cache';
import { InvoiceForm, type InvoiceFormValues } from '../components/invoice-form';
import { invoiceCrumbs } from '../crumbs';
import '../invoices.css';

const DEFAULT_TERM_DAYS = 14;

function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** /apps/invoice/add: a draft dated today, due in two weeks; saved, it leads the list through the cache. */
export default function InvoiceAddPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const navigate = useNavigate();
  const [addInvoice] = useMutation(AddInvoiceMutation);
  const today = new Date();
  const initial: InvoiceFormValues = {
    clientId: '',
    issuedDate: localDay(today),
    dueDate: localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + DEFAULT_TERM_DAYS)),
    service: '',
    total: '',
    balance: '',
    invoiceStatus: 'Draft',
  };

  async function save(input: InvoiceInput) {
    try {
      const { data } = await addInvoice({
        variables: { input },
        update: (cache, result) => {
          if (result.data) addInvoiceToCache(cache, result.data.addInvoice);
        },
      });
      if (!data) return;
      toast.success(t('toast.added', { id: data.addInvoice.id }));
      await navigate(`/apps/invoice/preview/${data.addInvoice.id}`);
    } catch (error) {
      toast.error(t('toast.failed', { message: (error as Error).message }));
    }
  }

  return (
    <div className="page">
      <PageHeader title={t('pages.add.title')} breadcrumbs={invoiceCrumbs(t, '')} />
      <InvoiceForm initial={initial} balanceFollowsTotal submitLabel={t('form.create')} cancelTo="/apps/invoice/list" onSubmit={save} />
    </div>
  );
}
