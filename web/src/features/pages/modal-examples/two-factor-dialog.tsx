import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';

/** Two-factor setup: choose an authenticator app or SMS, then confirm with a six-digit code or a phone number. */
export function TwoFactorDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [method, setMethod] = useState('app');
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setStep('choose');
    setValue('');
    setError(null);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 'choose') return setStep('confirm');
    const ok = method === 'app' ? /^\d{6}$/.test(value) : /^\+?[0-9\s()-]{10,20}$/.test(value);
    if (!ok) return setError(t(method === 'app' ? 'modals.twoFactor.codeError' : 'modals.errors.phone'));
    toast.success(t('modals.twoFactor.enabled'));
    close();
  }

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('modals.twoFactor.title')} icon="shield" className="example-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {step === 'choose' ? (
            <>
              <p className="text-muted">{t('modals.twoFactor.text')}</p>
              <RadioGroup selectedValue={method} onChange={(e) => setMethod(e.currentTarget.value)} className="option-cards">
                <Radio value="app" label={t('modals.twoFactor.app')} />
                <Radio value="sms" label={t('modals.twoFactor.sms')} />
              </RadioGroup>
            </>
          ) : (
            <>
              <p className="text-muted">{t(method === 'app' ? 'modals.twoFactor.appText' : 'modals.twoFactor.smsText')}</p>
              {method === 'app' ? <img src="/images/pricing/qr.svg" alt={t('modals.twoFactor.qr')} width={140} height={140} className="qr" /> : null}
              <FormGroup label={t(method === 'app' ? 'modals.twoFactor.code' : 'modals.twoFactor.phone')} labelFor="tf-value" helperText={error ?? undefined} intent={error ? 'danger' : 'none'}>
                <InputGroup id="tf-value" value={value} onValueChange={setValue} inputMode={method === 'app' ? 'numeric' : 'tel'} intent={error ? 'danger' : 'none'} autoFocus />
              </FormGroup>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={[
            step === 'confirm' ? <Button key="back" text={t('modals.back')} onClick={() => setStep('choose')} /> : <Button key="cancel" text={t('modals.cancel')} onClick={close} />,
            <Button key="ok" type="submit" intent="primary" text={step === 'choose' ? t('modals.next') : t('modals.twoFactor.enable')} />,
          ]}
        />
      </form>
    </Dialog>
  );
}
