import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { updateInvoiceInCache } from '../api/invoices-cache';
import { UpdateInvoiceMutation } from '../api/update-invoice-mutation';
import { roundCents, useInvoiceFormat } from '../format';
import { toInputOf } from './invoice-input';
import { AppDrawer } from '../../../components/app-drawer';

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
  const [updateInvoice, { loading }] = useMutation(UpdateInvoiceMutation);
  const value = Number(text.trim().replace(',', '.'));
  const valid = MONEY.test(text.trim()) && value > 0;
  const after = valid ? roundCents(invoice.balance - value) : invoice.balance;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    try {
      await updateInvoice({
        variables: { id: invoice.id, version: invoice.version, input: { ...toInputOf(invoice), balance: after, invoiceStatus: after <= 0 ? 'Paid' : 'Partial_Payment' } },
        update: (cache, result) => {
          if (result.data) updateInvoiceInCache(cache, invoice, result.data.updateInvoice);
        },
      });
      toast.success(t('payment.done', { amount: format.money(value) }));
      onClose();
    } catch (error) {
      toast.error(t('toast.failed', { message: (error as Error).message }));
    }
  }

  return (
    <AppDrawer isOpen={isOpen} onClose={onClose} label={t('payment.title')} title={t('payment.title')} icon="dollar" size="min(400px, 100%)" className="invoice-drawer">
      <form className="invoice-drawer__body" onSubmit={(event) => void submit(event)} noValidate data-testid="payment-form">
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
        <div className="invoice-drawer__actions">
          <Button type="submit" intent="success" icon="tick" text={t('payment.submit')} loading={loading} data-testid="payment-submit" />
          <Button variant="outlined" text={t('common:action.cancel')} onClick={onClose} />
        </div>
      </form>
    </AppDrawer>
  );
}
