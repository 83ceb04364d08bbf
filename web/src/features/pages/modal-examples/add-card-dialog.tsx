import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/tag';
import { toast } from '../../../lib/toaster';

type Key = 'number' | 'name' | 'expiry' | 'cvv';

/** Luhn check: catches typos in a card number before anything is sent. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brand(digits: string): string | null {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^220[0-4]/.test(digits)) return 'Мир';
  return null;
}

/** Adds a payment card (Visa, MasterCard, Mir) with number, name, expiry and CVV checks; 3-D Secure is noted. */
export function AddCardDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [form, setForm] = useState({ number: '', name: '', expiry: '', cvv: '' });
  const [primary, setPrimary] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const digits = form.number.replace(/\D/g, '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const e: Partial<Record<Key, string>> = {};
    if (digits.length < 16 || digits.length > 19 || !luhn(digits)) e.number = t('modals.addCard.errors.number');
    if (form.name.trim().length < 3) e.name = t('modals.addCard.errors.name');
    const m = /^(\d{2})\/(\d{2})$/.exec(form.expiry);
    const month = Number(m?.[1]);
    const year = 2000 + Number(m?.[2]);
    const now = new Date();
    if (!m || month < 1 || month > 12 || year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) e.expiry = t('modals.addCard.errors.expiry');
    if (!/^\d{3,4}$/.test(form.cvv)) e.cvv = t('modals.addCard.errors.cvv');
    setErrors(e);
    if (Object.keys(e).length) return;
    toast.success(t('modals.addCard.added', { last4: digits.slice(-4) }));
    setForm({ number: '', name: '', expiry: '', cvv: '' });
    onClose();
  }

  const field = (key: Key, label: string, props: InputGroupProps) => (
    <FormGroup label={label} labelFor={`card-${key}`} helperText={errors[key]} intent={errors[key] ? 'danger' : 'none'}>
      <InputGroup id={`card-${key}`} value={form[key]} onValueChange={(v) => setForm((f) => ({ ...f, [key]: v }))} intent={errors[key] ? 'danger' : 'none'} {...props} />
    </FormGroup>
  );

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('modals.addCard.title')} icon="credit-card" className="example-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p className="text-muted">{t('modals.addCard.text')}</p>
          {field('number', t('modals.addCard.number'), {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            placeholder: '0000 0000 0000 0000',
            rightElement: brand(digits) ? <Tag minimal>{brand(digits)}</Tag> : undefined,
          })}
          <div className="form-grid form-grid--3">
            {field('name', t('modals.addCard.name'), { autoComplete: 'cc-name' })}
            {field('expiry', t('modals.addCard.expiry'), { placeholder: 'MM/YY', autoComplete: 'cc-exp' })}
            {field('cvv', 'CVV', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
          </div>
          <Checkbox checked={primary} label={t('modals.addCard.primary')} onChange={(e) => setPrimary(e.currentTarget.checked)} />
          <p className="text-muted small-note">{t('modals.addCard.secure')}</p>
        </DialogBody>
        <DialogFooter actions={[<Button key="cancel" text={t('modals.cancel')} onClick={onClose} />, <Button key="ok" type="submit" intent="primary" text={t('modals.addCard.submit')} />]} />
      </form>
    </Dialog>
  );
}
