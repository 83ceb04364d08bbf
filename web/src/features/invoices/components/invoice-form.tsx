import { Button, Card, FormGroup, HTMLSelect, InputGroup, type Intent } from '@blueprintjs/core';
import { DateInput } from '../../../components/lazy-datetime';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceInput, InvoiceStatus } from '../../../__generated__/graphql';
import { ErrorState } from '../../../components/states';
import { isOneOf } from '../../../lib/one-of';
import { INVOICE_STATUSES } from '../api/invoice-rules';
import { InvoiceClientsQuery } from '../api/invoice-clients-query';
import { useInvoiceFormat } from '../format';
import { LinkButton } from '../../../components/link-button';
import { StatusTag } from './invoice-status';

/** What the form edits: amounts as typed text so "12," can be corrected instead of being lost. */
export interface InvoiceFormValues {
  clientId: string;
  issuedDate: string | null;
  dueDate: string | null;
  service: string;
  total: string;
  balance: string;
  invoiceStatus: InvoiceStatus;
}

type Field = keyof InvoiceFormValues;
type Errors = Partial<Record<Field, string>>;

/** Every client the form may address; the REST list shows 5, the form needs them all. */
const CLIENT_LIMIT = 100;
const MAX_SERVICE = 120;
const MAX_AMOUNT = 10_000_000;
const MONEY = /^-?\d+([.,]\d{1,2})?$/;
const MIN_DATE = new Date(2000, 0, 1);
const MAX_DATE = new Date(2045, 11, 31);

function amount(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/** The server's rules (server/invoices/repository.ts), checked first so the user sees them next to the field. */
function validate(values: InvoiceFormValues, t: (key: string) => string): Errors {
  const errors: Errors = {};
  if (!values.clientId) errors.clientId = t('form.errors.client');
  if (!values.issuedDate) errors.issuedDate = t('form.errors.date');
  if (!values.dueDate) errors.dueDate = t('form.errors.date');
  else if (values.issuedDate && values.dueDate < values.issuedDate) errors.dueDate = t('form.errors.dueBeforeIssued');
  const service = values.service.trim();
  if (!service) errors.service = t('form.errors.service');
  else if (service.length > MAX_SERVICE) errors.service = t('form.errors.serviceLong');
  const total = values.total.trim();
  if (!MONEY.test(total) || amount(total) < 0 || amount(total) > MAX_AMOUNT) errors.total = t('form.errors.total');
  const balance = values.balance.trim();
  if (!MONEY.test(balance) || Math.abs(amount(balance)) > MAX_AMOUNT) errors.balance = t('form.errors.balance');
  else if (!errors.total && amount(balance) > amount(total)) errors.balance = t('form.errors.balanceAboveTotal');
  else if (values.invoiceStatus === 'Paid' && amount(balance) > 0) errors.balance = t('form.errors.paidWithBalance');
  return errors;
}

export function toInvoiceInput(values: InvoiceFormValues): InvoiceInput {
  return {
    clientId: values.clientId,
    issuedDate: values.issuedDate ?? '',
    dueDate: values.dueDate ?? '',
    service: values.service.trim(),
    total: amount(values.total),
    balance: amount(values.balance),
    invoiceStatus: values.invoiceStatus,
  };
}

interface Props {
  initial: InvoiceFormValues;
  /** New invoices let the balance follow the total until the user types a balance of their own. */
  balanceFollowsTotal?: boolean;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (input: InvoiceInput) => Promise<void>;
}

/** The add and edit form: client, dates, service, amounts and status, validated before it is sent. */
export function InvoiceForm({ initial, balanceFollowsTotal = false, submitLabel, cancelTo, onSubmit }: Props) {
  const { t } = useTranslation(['invoices', 'common']);
  const format = useInvoiceFormat();
  const clients = useQuery(InvoiceClientsQuery, { variables: { first: CLIENT_LIMIT } });
  const [values, setValues] = useState(initial);
  const [follow, setFollow] = useState(balanceFollowsTotal);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = validate(values, (key) => t(key));
  const shown: Errors = touched ? errors : {};
  const client = clients.data?.invoiceClients.find((c) => c.id === values.clientId);

  function set<K extends Field>(field: K, value: InvoiceFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'total' && follow) next.balance = String(value);
      return next;
    });
    if (field === 'balance') setFollow(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(toInvoiceInput(values));
    } finally {
      setSaving(false);
    }
  }

  function group(field: Field, label: string, control: ReactNode, helper?: string) {
    const error = shown[field];
    const intent: Intent = error ? 'danger' : 'none';
    return (
      <FormGroup label={label} labelFor={`invoice-${field}`} intent={intent} helperText={error ?? helper} className={`invoice-form__${field}`}>
        {control}
      </FormGroup>
    );
  }

  const dateProps = {
    dateFnsFormat: 'dd.MM.yyyy',
    placeholder: t('form.datePlaceholder'),
    fill: true,
    showActionsBar: true,
    todayButtonText: t('form.today'),
    clearButtonText: t('form.clear'),
    invalidDateMessage: t('form.errors.date'),
    popoverProps: { placement: 'bottom-start' as const },
    // Invoices may be back-dated or planned far ahead; the default window is only ±20 years from today.
    minDate: MIN_DATE,
    maxDate: MAX_DATE,
  };

  if (clients.error) return <ErrorState error={clients.error} onRetry={() => void clients.refetch()} />;

  return (
    <form className="invoice-form" onSubmit={(event) => void submit(event)} noValidate data-testid="invoice-form">
      <Card className="card invoice-form__main">
        <div className="invoice-form__grid">
          {group(
            'clientId',
            t('form.client'),
            <HTMLSelect
              id="invoice-clientId"
              fill
              value={values.clientId}
              disabled={clients.loading}
              onChange={(event) => set('clientId', event.currentTarget.value)}
              options={[{ value: '', label: clients.loading ? t('common:state.loading') : t('form.chooseClient') }, ...(clients.data?.invoiceClients ?? []).map((c) => ({ value: c.id, label: `${c.name} — ${c.company}` }))]}
            />,
          )}
          {group(
            'invoiceStatus',
            t('form.status'),
            <HTMLSelect
              id="invoice-invoiceStatus"
              fill
              value={values.invoiceStatus}
              onChange={(event) => isOneOf(INVOICE_STATUSES, event.currentTarget.value) && set('invoiceStatus', event.currentTarget.value)}
              options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />,
          )}
          {group(
            'issuedDate',
            t('form.issuedDate'),
            <DateInput {...dateProps} inputProps={{ id: 'invoice-issuedDate', intent: shown.issuedDate ? 'danger' : 'none' }} value={values.issuedDate} onChange={(value) => set('issuedDate', value ? value.slice(0, 10) : null)} />,
          )}
          {group(
            'dueDate',
            t('form.dueDate'),
            <DateInput
              {...dateProps}
              inputProps={{ id: 'invoice-dueDate', intent: shown.dueDate ? 'danger' : 'none' }}
              value={values.dueDate}
              onChange={(value) => set('dueDate', value ? value.slice(0, 10) : null)}
            />,
          )}
          {group(
            'service',
            t('form.service'),
            <InputGroup id="invoice-service" value={values.service} maxLength={MAX_SERVICE} intent={shown.service ? 'danger' : 'none'} onValueChange={(value) => set('service', value)} placeholder={t('form.servicePlaceholder')} />,
          )}
          {group(
            'total',
            t('form.total'),
            <InputGroup id="invoice-total" inputMode="decimal" leftIcon="dollar" value={values.total} intent={shown.total ? 'danger' : 'none'} onValueChange={(value) => set('total', value)} />,
          )}
          {group(
            'balance',
            t('form.balance'),
            <InputGroup id="invoice-balance" inputMode="decimal" leftIcon="dollar" value={values.balance} intent={shown.balance ? 'danger' : 'none'} onValueChange={(value) => set('balance', value)} />,
            t('form.balanceHint'),
          )}
        </div>
      </Card>
      <aside className="invoice-form__side">
        <Card className="card invoice-form__client" data-testid="invoice-form-client">
          <h3 className="invoice-doc__label">{t('preview.invoiceTo')}</h3>
          {client ? (
            <>
              <p className="invoice-doc__strong">{client.name}</p>
              <p>{client.company}</p>
              <p>{client.address}</p>
              <p>{client.country}</p>
              <p>{client.contact}</p>
              <p>{client.companyEmail}</p>
            </>
          ) : (
            <p className="text-muted">{t('form.noClient')}</p>
          )}
          <div className="invoice-form__summary">
            <StatusTag status={values.invoiceStatus} />
            {!errors.total ? <span>{format.money(amount(values.total))}</span> : null}
          </div>
        </Card>
        <Card className="card invoice-form__actions">
          <Button type="submit" intent="primary" fill icon="floppy-disk" text={submitLabel} loading={saving} data-testid="invoice-save" />
          <LinkButton to={cancelTo} fill variant="outlined" text={t('common:action.cancel')} />
        </Card>
      </aside>
    </form>
  );
}
