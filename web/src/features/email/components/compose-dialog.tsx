import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TagInput, TextArea } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposeEmailInput } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { syncEmailLists, writeEmailsMeta } from '../api/email-cache';
import { SaveDraftMutation } from '../api/save-draft-mutation';
import { SendEmailMutation } from '../api/send-email-mutation';

/** The shape the server's EmailAddress scalar accepts, checked before a call is made. */
const EMAIL_ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

function splitAddresses(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(/[\s,;]+/)).filter(Boolean);
}

function AddressField({ id, label, values, onChange, autoFocus = false }: { id: string; label: string; values: string[]; onChange: (next: string[]) => void; autoFocus?: boolean }) {
  const { t } = useTranslation('email');
  const invalid = values.filter((value) => !EMAIL_ADDRESS.test(value));
  return (
    <FormGroup label={label} labelFor={id} inline className="compose-field" intent={invalid.length ? 'danger' : 'none'} helperText={invalid.length ? t('compose.invalidAddress', { list: invalid.join(', ') }) : undefined}>
      <TagInput
        inputProps={{ id, 'aria-label': label, inputMode: 'email', autoFocus }}
        values={values}
        addOnBlur
        addOnPaste
        separator={/[,;\s]+/}
        onChange={(next) => onChange(splitAddresses(next as string[]))}
        tagProps={(value) => ({ intent: EMAIL_ADDRESS.test(String(value)) ? 'none' : 'danger', minimal: true, round: true })}
        placeholder={t('compose.addressHint')}
        intent={invalid.length ? 'danger' : 'none'}
        fill
      />
    </FormGroup>
  );
}

/** New mail: recipients (validated addresses), subject and a plain-text body; send or keep as draft. */
export function ComposeDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('email');
  const ids = useId();
  const [to, setTo] = useState<string[]>([]);
  const [cc, setCc] = useState<string[]>([]);
  const [bcc, setBcc] = useState<string[]>([]);
  const [showCopies, setShowCopies] = useState(false);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sendEmail, sending] = useMutation(SendEmailMutation);
  const [saveDraft, saving] = useMutation(SaveDraftMutation);

  const invalid = [...to, ...cc, ...bcc].some((value) => !EMAIL_ADDRESS.test(value));
  const busy = sending.loading || saving.loading;

  function reset() {
    setTo([]);
    setCc([]);
    setBcc([]);
    setSubject('');
    setMessage('');
    setShowCopies(false);
    setAttempted(false);
  }

  function input(): ComposeEmailInput {
    return { to, cc, bcc, subject: subject.trim(), message };
  }

  async function send() {
    setAttempted(true);
    if (invalid || to.length === 0) return;
    try {
      await sendEmail({
        variables: { input: input() },
        update(cache, { data }) {
          if (!data) return;
          writeEmailsMeta(cache, data.sendEmail.meta);
          syncEmailLists(cache, [data.sendEmail.email], new Map([[data.sendEmail.email.id, null]]));
        },
      });
      toast.success(t('toast.sent'));
      reset();
      onClose();
    } catch (error) {
      toast.error(t('toast.sendFailed', { message: (error as Error).message }));
    }
  }

  async function draft() {
    if (invalid) {
      setAttempted(true);
      return;
    }
    try {
      await saveDraft({
        variables: { input: input() },
        update(cache, { data }) {
          if (!data) return;
          writeEmailsMeta(cache, data.saveDraft.meta);
          syncEmailLists(cache, [data.saveDraft.email], new Map([[data.saveDraft.email.id, null]]));
        },
      });
      toast.success(t('toast.drafted'));
      reset();
      onClose();
    } catch (error) {
      toast.error(t('toast.draftFailed', { message: (error as Error).message }));
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('compose.title')} icon="edit" className="compose-dialog" canOutsideClickClose={false}>
      {/* No <form>: Enter in an address field adds the address, it must not send. */}
      <div className="compose-form">
        <DialogBody>
          {/* Opening compose puts the cursor in "To", where writing starts (and a keyboard user is inside the dialog). */}
          <AddressField id={`${ids}-to`} label={t('compose.to')} values={to} onChange={setTo} autoFocus />
          {attempted && to.length === 0 ? <p className="compose-error" role="alert">{t('compose.needRecipient')}</p> : null}
          {showCopies ? (
            <>
              <AddressField id={`${ids}-cc`} label={t('compose.cc')} values={cc} onChange={setCc} />
              <AddressField id={`${ids}-bcc`} label={t('compose.bcc')} values={bcc} onChange={setBcc} />
            </>
          ) : (
            <Button variant="minimal" size="small" className="compose-copies" text={t('compose.showCopies')} onClick={() => setShowCopies(true)} />
          )}
          <FormGroup label={t('compose.subject')} labelFor={`${ids}-subject`} inline className="compose-field">
            <InputGroup id={`${ids}-subject`} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} fill />
          </FormGroup>
          <TextArea
            aria-label={t('compose.message')}
            placeholder={t('compose.messageHint')}
            className="compose-body"
            value={message}
            maxLength={20000}
            onChange={(e) => setMessage(e.target.value)}
            fill
            rows={9}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button variant="minimal" text={t('compose.discard')} onClick={() => { reset(); onClose(); }} disabled={busy} />
              <Button variant="outlined" icon="floppy-disk" text={t('compose.saveDraft')} onClick={() => void draft()} loading={saving.loading} disabled={busy} />
              <Button intent="primary" icon="send-message" text={t('compose.send')} loading={sending.loading} disabled={busy} onClick={() => void send()} />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
