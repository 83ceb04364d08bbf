import { Icon, PopoverNext, type IconName, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment, InvoiceStatus } from '../../../__generated__/graphql';
import { Tag } from '../../../components/tag';
import { useInvoiceFormat } from '../format';

/** Icon and colour of each status; the words are in the `invoices` namespace (`status.<value>`). */
export const STATUS_LOOK: Record<InvoiceStatus, { icon: IconName; tone: 'success' | 'info' | 'primary' | 'secondary' | 'warning' | 'danger'; intent: Intent }> = {
  Paid: { icon: 'tick-circle', tone: 'success', intent: 'success' },
  Downloaded: { icon: 'download', tone: 'info', intent: 'primary' },
  Sent: { icon: 'send-message', tone: 'secondary', intent: 'none' },
  Draft: { icon: 'floppy-disk', tone: 'primary', intent: 'primary' },
  Partial_Payment: { icon: 'pie-chart', tone: 'warning', intent: 'warning' },
  Past_Due: { icon: 'info-sign', tone: 'danger', intent: 'danger' },
};

/** The round status icon of a list row; its tooltip tells the status, the balance and the due date. */
export function StatusIcon({ invoice }: { invoice: Pick<InvoiceFieldsFragment, 'invoiceStatus' | 'balance' | 'dueDate'> }) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const look = STATUS_LOOK[invoice.invoiceStatus];
  const label = t(`status.${invoice.invoiceStatus}`);
  const content = (
    <span className="invoice-tip">
      <strong>{label}</strong>
      <span>
        {t('list.tipBalance')}: {invoice.balance === 0 ? t('balance.paid') : format.money(invoice.balance)}
      </span>
      <span>
        {t('list.tipDue')}: {format.date(invoice.dueDate)}
      </span>
    </span>
  );
  return (
    // PopoverNext (floating-ui) rather than Tooltip: the legacy popover mispositions under React 19.
    <PopoverNext content={content} placement="top" interactionKind="hover-target" popoverClassName="bp6-tooltip invoice-tip-popover" openOnTargetFocus hoverOpenDelay={150}>
      <span className={`status-icon status-icon--${look.tone}`} tabIndex={0} role="img" aria-label={label} data-status={invoice.invoiceStatus}>
        <Icon icon={look.icon} size={14} />
      </span>
    </PopoverNext>
  );
}

/** A labelled status pill, for the preview and the form. */
export function StatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  const look = STATUS_LOOK[status];
  return (
    <Tag className={`soft-tag soft-tag--${look.tone}`} icon={look.icon} round>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** Zero balance is a "Paid" badge; anything else the amount, an overpayment (negative) in its own colour. */
export function BalanceCell({ balance }: { balance: number }) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  if (balance === 0) {
    return (
      <Tag className="soft-tag soft-tag--success" round data-testid="balance-paid">
        {t('balance.paid')}
      </Tag>
    );
  }
  return (
    <span className={balance < 0 ? 'balance balance--negative' : 'balance'} title={balance < 0 ? t('balance.overpaid') : undefined}>
      {format.money(balance)}
    </span>
  );
}
