import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { useUpdateInvoice } from '../api/update-invoice-mutation';
import { roundCents, useInvoiceFormat } from '../format';
import { InvoiceActionDrawer } from './invoice-action-drawer';
import { toInputOf } from './invoice-input';

const MONEY = /^\d+([.,]\d{1,2})?$/;

/**
 * "Add payment": the invoice keeps no payment history, only what is still owed, so a payment lowers the
 * balance (below zero is an overpayment) and sets the status: Paid when nothing is owed, else Partial Payment.
 */
export function AddPaymentDrawer({ invoice, isOpen, onClose }: { invoice: InvoiceFieldsFragment; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const format = useInvoiceFormat();
  const [text, setText] = useState(invoice.balance > 0 ? String(invoice.balance) : '');
  const [touched, setTouched] = useState(false);
  const { save, loading } = useUpdateInvoice();
  const value = Number(text.trim().replace(',', '.'));
  const valid = MONEY.test(text.trim()) && value > 0;
  const after = valid ? roundCents(invoice.balance - value) : invoice.balance;

  async function run() {
    setTouched(true);
    if (!valid) return null;
    await save(invoice, { ...toInputOf(invoice), balance: after, invoiceStatus: after <= 0 ? 'Paid' : 'Partial_Payment' }, invoice.version);
    return t('payment.done', { amount: format.money(value) });
  }

  return (
    <InvoiceActionDrawer isOpen={isOpen} onClose={onClose} title={t('payment.title')} icon="dollar" size="min(400px, 100%)" testId="payment-form" submit={{ text: t('payment.submit'), icon: 'tick', intent: 'success', testId: 'payment-submit' }} loading={loading} run={run}>
      <dl className="invoice-drawer__facts">
        <dt>{t('totals.total')}</dt>
        <dd>{format.money(invoice.total)}</dd>
        <dt>{t('payment.current')}</dt>
        <dd>{format.money(invoice.balance)}</dd>
        <dt>{t('payment.after')}</dt>
        <dd className={after < 0 ? 'balance--negative' : undefined} data-testid="payment-after">
          {format.money(after)}
        </dd>
      </dl>
      <FormGroup label={t('payment.amount')} labelFor="payment-amount" intent={touched && !valid ? 'danger' : 'none'} helperText={touched && !valid ? t('payment.errors.amount') : t('payment.hint')}>
        <InputGroup id="payment-amount" inputMode="decimal" leftIcon="dollar" value={text} onValueChange={setText} intent={touched && !valid ? 'danger' : 'none'} autoFocus />
      </FormGroup>
    </InvoiceActionDrawer>
  );
}
