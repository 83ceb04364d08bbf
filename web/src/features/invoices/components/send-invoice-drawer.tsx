import { Button, Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { updateInvoiceInCache } from '../api/invoices-cache';
import { UpdateInvoiceMutation } from '../api/update-invoice-mutation';
import { toInputOf } from './invoice-input';
import { AppDrawer } from '../../../components/app-drawer';

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
  const [updateInvoice, { loading }] = useMutation(UpdateInvoiceMutation);
  const errors = {
    to: EMAIL.test(to.trim()) ? undefined : t('send.errors.email'),
    subject: subject.trim() ? undefined : t('send.errors.subject'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (errors.to || errors.subject) return;
    try {
      if (invoice.invoiceStatus === 'Draft') {
        await updateInvoice({
          variables: { id: invoice.id, input: { ...toInputOf(invoice), invoiceStatus: 'Sent' } },
          update: (cache, result) => {
            if (result.data) updateInvoiceInCache(cache, invoice, result.data.updateInvoice);
          },
        });
      }
      toast.success(t('send.done', { email: to.trim() }));
      onClose();
    } catch (error) {
      toast.error(t('toast.failed', { message: (error as Error).message }));
    }
  }

  return (
    <AppDrawer isOpen={isOpen} onClose={onClose} label={t('send.title')} title={t('send.title')} icon="send-message" size="min(440px, 100%)" className="invoice-drawer">
      <form className="invoice-drawer__body" onSubmit={(event) => void submit(event)} noValidate data-testid="send-form">
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
        <div className="invoice-drawer__actions">
          <Button type="submit" intent="primary" icon="send-message" text={t('send.submit')} loading={loading} data-testid="send-submit" />
          <Button variant="outlined" text={t('common:action.cancel')} onClick={onClose} />
        </div>
      </form>
    </AppDrawer>
  );
}
