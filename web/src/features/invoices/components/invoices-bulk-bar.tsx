import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment, InvoiceMatching } from '../../../__generated__/graphql';
import { BulkBar } from '../../../components/bulk/bulk-bar';
import { BulkDeleteButton } from '../../../components/bulk/bulk-delete-button';
import type { BulkSelection } from '../../../components/bulk/use-bulk-selection';
import { useStartBulk } from '../../../components/bulk/use-start-bulk';
import { Can } from '../../../lib/ability';
import { BulkDeleteInvoicesMutation, BulkMarkInvoicesSentMutation } from '../api/bulk-invoices-mutations';

interface Props {
  selection: BulkSelection;
  /** The list's filters: what "all matching" means to the server. */
  matching: InvoiceMatching;
  total: number;
  pageIds: readonly string[];
  onStarted: (job: BulkJobFieldsFragment) => void;
}

/** What to do with the picked invoices: mark them sent, or delete them. */
export function InvoicesBulkBar({ selection, matching, total, pageIds, onStarted }: Props) {
  const { t } = useTranslation('invoices');
  const [markSent, { loading: marking }] = useMutation(BulkMarkInvoicesSentMutation);
  const [remove, { loading: removing }] = useMutation(BulkDeleteInvoicesMutation);
  const start = useStartBulk(selection, onStarted);
  return (
    <BulkBar selection={selection} total={total} pageIds={pageIds} label={t('bulk.label')} selected={(count) => t('bulk.selected', { count })} testId="invoices-bulk">
      <Can I="update" a="Invoice">
        <Button
          intent="primary"
          icon="send-message"
          text={t('bulk.markSent')}
          loading={marking}
          onClick={() => void start(async () => (await markSent({ variables: { selection: selection.selection(matching) } })).data?.bulkMarkInvoicesSent)}
          data-testid="bulk-mark-sent"
        />
      </Can>
      <Can I="delete" a="Invoice">
        <BulkDeleteButton
          question={t('bulk.confirmDelete', { count: selection.count(total) })}
          loading={removing}
          onDelete={() => void start(async () => (await remove({ variables: { selection: selection.selection(matching) } })).data?.bulkDeleteInvoices)}
        />
      </Can>
    </BulkBar>
  );
}
