import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { InvoiceFieldsFragment, InvoiceInput } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { RemoteChangeNotice } from '../../../components/remote-change-notice';
import { LoadingState } from '../../../components/states';
import { VersionConflictNotice } from '../../../components/version-conflict-notice';
import { useRemoteChange } from '../../../lib/live/remote-changes';
import { toast } from '../../../lib/toaster';
import { changedFields, versionConflictOf } from '../../../lib/version-conflict';
import { InvoiceFields } from '../api/invoice-fields';
import { InvoiceQuery } from '../api/invoice-query';
import { useUpdateInvoice } from '../api/update-invoice-mutation';
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

/** The form field a changed value shows in (the client's id is the client field). */
const FIELD_LABELS = {
  clientId: 'form.client',
  issuedDate: 'form.issuedDate',
  dueDate: 'form.dueDate',
  service: 'form.service',
  total: 'form.total',
  balance: 'form.balance',
  invoiceStatus: 'form.status',
} as const satisfies Record<keyof InvoiceFormValues, string>;

interface Conflict {
  updatedBy: string | null;
  fields: (keyof InvoiceFormValues)[];
}

/**
 * The form over one version of the invoice: it saves with the version it started from, so a save after
 * someone else's is refused (CONFLICT) instead of silently overwriting it; the notice then names who saved
 * and which fields differ from what this form started with.
 */
function InvoiceEditor({ invoice, onReload }: { invoice: InvoiceFieldsFragment; onReload: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const navigate = useNavigate();
  const client = useApolloClient();
  const { save: saveInvoice } = useUpdateInvoice();
  // What the form started from: the version a save sends and the values a conflict is compared with.
  const [base, setBase] = useState(invoice);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  async function save(input: InvoiceInput) {
    try {
      await saveInvoice(base, input, base.version);
      toast.success(t('toast.saved', { id: base.id }));
      await navigate(`/apps/invoice/preview/${base.id}`);
    } catch (failure) {
      const stale = versionConflictOf(failure);
      if (!stale) {
        toast.error(t('toast.failed', { message: (failure as Error).message }));
        return;
      }
      // The current invoice, into the cache too (lists and the preview follow).
      const { data } = await client.query({ query: InvoiceQuery, variables: { id: base.id }, fetchPolicy: 'network-only' }).catch(() => ({ data: undefined }));
      const current = data?.invoice;
      setConflict({ updatedBy: stale.updatedBy, fields: current ? changedFields(valuesOf(base), valuesOf(current)) : [] });
    }
  }

  return (
    <>
      {conflict ? (
        <VersionConflictNotice
          updatedBy={conflict.updatedBy}
          fields={conflict.fields.map((field) => t(FIELD_LABELS[field]))}
          onReload={onReload}
          onDismiss={() => {
            // Keep editing: the next save knowingly replaces their version.
            setBase(invoice);
            setConflict(null);
          }}
        />
      ) : null}
      <InvoiceForm initial={valuesOf(base)} submitLabel={t('form.save')} cancelTo={`/apps/invoice/preview/${base.id}`} onSubmit={(input) => save(input)} />
    </>
  );
}

/**
 * /apps/invoice/edit/:id: the form over the saved invoice; the cached lists follow the change. The form
 * keeps what the user typed when someone else edits the invoice meanwhile; a notice offers their version.
 */
export default function InvoiceEditPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const { id = '' } = useParams();
  const { data, previousData, error, refetch } = useQuery(InvoiceQuery, { variables: { id } });
  const remote = useRemoteChange('Invoice', id || null, InvoiceFields);
  // Bumped to load the other version into the form (it is keyed by it).
  const [version, setVersion] = useState(0);
  const title = t('pages.edit.title');
  // Deleted elsewhere: the form stays on screen under the notice instead of turning into "not found".
  const invoice = data?.invoice ?? (remote.change?.change === 'DELETED' ? previousData?.invoice : undefined);

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
      <InvoiceEditor key={`${invoice.id}-${version}`} invoice={invoice} onReload={() => setVersion((v) => v + 1)} />
    </div>
  );
}
