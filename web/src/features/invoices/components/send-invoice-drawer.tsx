import { Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { useSendInvoice } from '../api/send-invoice-mutation';
import { InvoiceActionDrawer } from './invoice-action-drawer';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses of the "To" field: separated by commas, semicolons or blanks. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).filter((part) => part !== '');

/**
 * "Send invoice": a real letter to the addresses given, with the invoice's PDF made on the server when asked
 * (sendInvoice). The server queues it and answers at once; a draft comes back Sent.
 */
export function SendInvoiceDrawer({ invoice, isOpen, onClose }: { invoice: InvoiceFieldsFragment; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const [to, setTo] = useState(invoice.client.companyEmail);
  const [subject, setSubject] = useState(() => t('send.defaultSubject', { id: invoice.id }));
  const [message, setMessage] = useState(() => t('send.defaultMessage', { name: invoice.client.name, id: invoice.id }));
  const [attach, setAttach] = useState(true);
  const [touched, setTouched] = useState(false);
  const { send, loading } = useSendInvoice();
  const addresses = addressesOf(to);
  const errors = {
    to: addresses.length > 0 && addresses.length <= 10 && addresses.every((address) => EMAIL.test(address)) ? undefined : t('send.errors.email'),
    subject: subject.trim() ? undefined : t('send.errors.subject'),
  };

  async function run() {
    setTouched(true);
    if (errors.to || errors.subject) return null;
    await send(invoice, { to: addresses, subject: subject.trim(), message, attachPdf: attach });
    return t('send.done', { email: addresses.join(', ') });
  }

  return (
    <InvoiceActionDrawer isOpen={isOpen} onClose={onClose} title={t('send.title')} icon="send-message" size="min(440px, 100%)" testId="send-form" submit={{ text: t('send.submit'), icon: 'send-message', intent: 'primary', testId: 'send-submit' }} loading={loading} run={run}>
      <FormGroup label={t('send.from')} labelFor="send-from">
        <InputGroup id="send-from" value={t('company.email')} readOnly />
      </FormGroup>
      <FormGroup label={t('send.to')} labelFor="send-to" intent={touched && errors.to ? 'danger' : 'none'} helperText={touched ? errors.to : undefined}>
        <InputGroup id="send-to" type="text" inputMode="email" value={to} onValueChange={setTo} intent={touched && errors.to ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup label={t('send.subject')} labelFor="send-subject" intent={touched && errors.subject ? 'danger' : 'none'} helperText={touched ? errors.subject : undefined}>
        <InputGroup id="send-subject" value={subject} onValueChange={setSubject} maxLength={200} />
      </FormGroup>
      <FormGroup label={t('send.message')} labelFor="send-message">
        <TextArea id="send-message" value={message} onChange={(event) => setMessage(event.currentTarget.value)} rows={8} fill />
      </FormGroup>
      <Checkbox checked={attach} onChange={(event) => setAttach(event.currentTarget.checked)} label={t('send.attach', { id: invoice.id })} />
      <p className="invoice-drawer__note">{t('send.queuedNote')}</p>
    </InvoiceActionDrawer>
  );
}
