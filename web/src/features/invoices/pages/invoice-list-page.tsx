import { Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment, InvoiceSortColumn } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { INVOICES_PER_PAGE } from '../api/invoice-rules';
import { InvoicesQuery } from '../api/invoices-query';
import { DeleteInvoiceAlert } from '../components/delete-invoice-alert';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoicesTable } from '../components/invoices-table';
import { Pager } from '../../../components/pager';
import { useInvoiceDownload } from '../hooks/use-invoice-download';
import { INVOICE_LIST, invoicesVariables } from '../invoice-list-state';
import { toggledSort, usePageInRange, useUrlListState } from '../../../lib/url-state';
import { invoiceCrumbs } from '../crumbs';
import { useBulkJob } from '../../../components/bulk/use-bulk-job';
import { useBulkSelection } from '../../../components/bulk/use-bulk-selection';
import { ability } from '../../../lib/ability';
import { InvoicesBulkBar } from '../components/invoices-bulk-bar';
import '../invoices.css';

/** /apps/invoice/list: server-side search, status filter, sort and paging, all kept in the URL. */
export default function InvoiceListPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const list = useUrlListState(INVOICE_LIST);
  const { state: params, update } = list;
  const [toDelete, setToDelete] = useState<InvoiceFieldsFragment | null>(null);
  const download = useInvoiceDownload();
  const { data, previousData, loading, error, refetch } = useQuery(InvoicesQuery, { variables: invoicesVariables(params) });
  // Keep showing the last page while the next one loads, so the table does not flash empty.
  const page = (data ?? previousData)?.invoices;
  // Deleting the last row of the last page leaves nothing to show: step back.
  usePageInRange(list, data?.invoices.total, INVOICES_PER_PAGE);
  const matching = { q: params.q, status: params.status };
  const selection = useBulkSelection(JSON.stringify(matching));
  // A bulk change ended: every cached page of the list is read again.
  const job = useBulkJob(['invoices']);
  const mayPick = ability.can('update', 'Invoice') || ability.can('delete', 'Invoice');

  function sortBy(column: InvoiceSortColumn) {
    update((current) => ({ sort: toggledSort(current.sort, column) }));
  }

  function body() {
    if (error && !page) return <ErrorState error={error} onRetry={() => void refetch()} />;
    if (!page) return <LoadingState />;
    if (page.items.length === 0) {
      return <EmptyState icon="document" title={t('list.emptyTitle')} description={t('list.emptyText')} />;
    }
    return (
      <>
        <InvoicesTable
          rows={page.items}
          sort={params.sort}
          onSort={sortBy}
          onDelete={setToDelete}
          onDownload={(invoice) => void download(invoice.id)}
          picking={mayPick ? selection : undefined}
        />
        <Pager
          page={params.page}
          perPage={INVOICES_PER_PAGE}
          total={page.total}
          onChange={(p) => update({ page: p })}
          label={t('pager.label')}
          className="invoice-pager"
          summary={{
            testId: 'invoice-summary',
            shown: page.items.length,
            estimated: page.totalEstimated,
            text: (range) => t(range.estimated ? 'pager.summaryEstimated' : 'pager.summary', { ...range }),
          }}
        />
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('pages.list.title')} breadcrumbs={invoiceCrumbs(t)} actions={<ViewsMenu list="invoices" fields={INVOICE_LIST} />} />
      <Card className="card card--flush invoice-list" aria-busy={loading}>
        <InvoiceFilters list={list} />
        {mayPick ? <InvoicesBulkBar selection={selection} matching={matching} total={page?.total ?? 0} pageIds={page?.items.map((invoice) => invoice.id) ?? []} onStarted={job.started} /> : null}
        {job.progress}
        {body()}
      </Card>
      <DeleteInvoiceAlert invoice={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
