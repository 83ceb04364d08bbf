import { Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { useUpdateInvoice } from '../api/update-invoice-mutation';
import { InvoiceActionDrawer } from './invoice-action-drawer';
import { toInputOf } from './invoice-input';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Send invoice": the demo has no mail server, so sending is honest about it — the letter is checked
 * and the invoice is marked Sent through the update mutation (a draft becomes sent); nothing leaves the app.
 */
export function SendInvoiceDrawer({ invoice, isOpen, onClose }: { invoice: InvoiceFieldsFragment; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const [to, setTo] = useState(invoice.client.companyEmail);
  const [subject, setSubject] = useState(() => t('send.defaultSubject', { id: invoice.id }));
  const [message, setMessage] = useState(() => t('send.defaultMessage', { name: invoice.client.name, id: invoice.id }));
  const [attach, setAttach] = useState(true);
  const [touched, setTouched] = useState(false);
  const { save, loading } = useUpdateInvoice();
  const errors = {
    to: EMAIL.test(to.trim()) ? undefined : t('send.errors.email'),
    subject: subject.trim() ? undefined : t('send.errors.subject'),
  };

  async function run() {
    setTouched(true);
    if (errors.to || errors.subject) return null;
    if (invoice.invoiceStatus === 'Draft') await save(invoice, { ...toInputOf(invoice), invoiceStatus: 'Sent' });
    return t('send.done', { email: to.trim() });
  }

  return (
    <InvoiceActionDrawer isOpen={isOpen} onClose={onClose} title={t('send.title')} icon="send-message" size="min(440px, 100%)" testId="send-form" submit={{ text: t('send.submit'), icon: 'send-message', intent: 'primary', testId: 'send-submit' }} loading={loading} run={run}>
      <FormGroup label={t('send.from')} labelFor="send-from">
        <InputGroup id="send-from" value={t('company.email')} readOnly />
      </FormGroup>
      <FormGroup label={t('send.to')} labelFor="send-to" intent={touched && errors.to ? 'danger' : 'none'} helperText={touched ? errors.to : undefined}>
        <InputGroup id="send-to" type="email" value={to} onValueChange={setTo} intent={touched && errors.to ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup label={t('send.subject')} labelFor="send-subject" intent={touched && errors.subject ? 'danger' : 'none'} helperText={touched ? errors.subject : undefined}>
        <InputGroup id="send-subject" value={subject} onValueChange={setSubject} maxLength={200} />
      </FormGroup>
      <FormGroup label={t('send.message')} labelFor="send-message">
        <TextArea id="send-message" value={message} onChange={(event) => setMessage(event.currentTarget.value)} rows={8} fill />
      </FormGroup>
      <Checkbox checked={attach} onChange={(event) => setAttach(event.currentTarget.checked)} label={t('send.attach', { id: invoice.id })} />
      <p className="invoice-drawer__note">{t('send.demoNote')}</p>
    </InvoiceActionDrawer>
  );
}
