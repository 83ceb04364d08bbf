import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';

type Key = 'firstName' | 'lastName' | 'username' | 'email' | 'phone';
const STATUSES = ['active', 'inactive', 'pending'] as const;
const INITIAL = { firstName: 'Игорь', lastName: 'Петров', username: 'i.petrov', email: 'i.petrov@example.ru', phone: '+7 (912) 345-67-89', status: 'active' as string };

/** Edits a user's details with field checks. */
export function EditUserDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [form, setForm] = useState(INITIAL);
  const [billing, setBilling] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const e: Partial<Record<Key, string>> = {};
    if (!form.firstName.trim()) e.firstName = t('modals.errors.required');
    if (!form.lastName.trim()) e.lastName = t('modals.errors.required');
    if (!/^[A-Za-z0-9._-]{3,32}$/.test(form.username)) e.username = t('modals.errors.username');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) e.email = t('modals.errors.email');
    if (!/^\+?[0-9\s()-]{5,20}$/.test(form.phone)) e.phone = t('modals.errors.phone');
    setErrors(e);
    if (Object.keys(e).length) return;
    toast.success(t('modals.editUser.saved', { name: `${form.firstName} ${form.lastName}` }));
    onClose();
  }

  const field = (key: Key, type = 'text') => (
    <FormGroup label={t(`modals.editUser.${key}`)} labelFor={`eu-${key}`} helperText={errors[key]} intent={errors[key] ? 'danger' : 'none'}>
      <InputGroup id={`eu-${key}`} type={type} value={form[key]} onValueChange={(v) => setForm((f) => ({ ...f, [key]: v }))} intent={errors[key] ? 'danger' : 'none'} />
    </FormGroup>
  );

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('modals.editUser.title')} icon="edit" className="example-dialog example-dialog--wide">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p className="text-muted">{t('modals.editUser.text')}</p>
          <div className="form-grid">
            {field('firstName')}
            {field('lastName')}
            {field('username')}
            {field('email', 'email')}
            {field('phone', 'tel')}
            <FormGroup label={t('modals.editUser.status')} labelFor="eu-status">
              <HTMLSelect id="eu-status" fill value={form.status} onChange={(e) => setForm((f) => ({ ...f, status: e.currentTarget.value }))} options={STATUSES.map((s) => ({ value: s, label: t(`modals.editUser.statuses.${s}`) }))} />
            </FormGroup>
          </div>
          <Switch checked={billing} label={t('modals.editUser.billing')} onChange={(e) => setBilling(e.currentTarget.checked)} />
        </DialogBody>
        <DialogFooter actions={[<Button key="cancel" text={t('modals.cancel')} onClick={onClose} />, <Button key="ok" type="submit" intent="primary" text={t('modals.save')} />]} />
      </form>
    </Dialog>
  );
}
