import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { LinkButton } from '../../../components/link-button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_STATUSES, isOneOf } from '../api/invoice-rules';
import type { InvoiceListParams } from '../hooks/use-invoice-list-params';

const SEARCH_DELAY_MS = 300;

/** Search (server-side, spec section 9 rules), status filter and the add button above the list. */
export function InvoiceFilters({ params, onChange }: { params: InvoiceListParams; onChange: (patch: Partial<InvoiceListParams>, options?: { replace?: boolean }) => void }) {
  const { t } = useTranslation('invoices');
  const [text, setText] = useState(params.q);

  // The URL wins when it changes from outside (back button, a shared link).
  useEffect(() => setText(params.q), [params.q]);

  useEffect(() => {
    if (text === params.q) return undefined;
    // Typing replaces the history entry so Back leaves the list instead of stepping through keystrokes.
    const timer = window.setTimeout(() => onChange({ q: text }, { replace: true }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, params.q, onChange]);

  return (
    <div className="invoice-toolbar">
      <LinkButton to="/apps/invoice/add" intent="primary" icon="plus" text={t('list.add')} data-testid="invoice-add" />
      <div className="invoice-toolbar__filters">
        <InputGroup
          type="search"
          leftIcon="search"
          value={text}
          onValueChange={setText}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          data-testid="invoice-search"
          rightElement={text ? <Button variant="minimal" icon="cross" aria-label={t('list.clearSearch')} onClick={() => setText('')} /> : undefined}
        />
        <HTMLSelect
          value={params.status ?? ''}
          aria-label={t('list.statusFilter')}
          data-testid="invoice-status-filter"
          onChange={(event) => onChange({ status: isOneOf(INVOICE_STATUSES, event.currentTarget.value) ? event.currentTarget.value : null })}
          options={[{ value: '', label: t('list.allStatuses') }, ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
        />
      </div>
    </div>
  );
}
