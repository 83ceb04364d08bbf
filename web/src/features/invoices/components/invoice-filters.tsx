import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { SearchInput } from '../../../components/search-input';
import { isOneOf } from '../../../lib/one-of';
import { INVOICE_STATUSES } from '../api/invoice-rules';
import type { InvoiceList } from '../invoice-list-state';

/** Search (server-side, spec section 9 rules), status filter and the add button above the list. */
export function InvoiceFilters({ list }: { list: InvoiceList }) {
  const { t } = useTranslation('invoices');

  return (
    <div className="invoice-toolbar">
      <LinkButton to="/apps/invoice/add" intent="primary" icon="plus" text={t('list.add')} data-testid="invoice-add" />
      <div className="invoice-toolbar__filters">
        <SearchInput value={list.search.text} onValueChange={list.search.setText} label={t('list.search')} placeholder={t('list.searchPlaceholder')} testId="invoice-search" />
        <HTMLSelect
          value={list.state.status ?? ''}
          aria-label={t('list.statusFilter')}
          data-testid="invoice-status-filter"
          onChange={(event) => list.update({ status: isOneOf(INVOICE_STATUSES, event.currentTarget.value) ? event.currentTarget.value : null })}
          options={[{ value: '', label: t('list.allStatuses') }, ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
        />
      </div>
    </div>
  );
}
