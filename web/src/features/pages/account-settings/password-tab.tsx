import { Button, Callout } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';
import { ChangePasswordMutation } from './account-documents';
import { Field } from './field';
import { errorMessage, type Errors } from './validation';

type Key = 'current' | 'next' | 'confirm';
const EMPTY = { current: '', next: '', confirm: '' };

/** Changes the password: the current one, then the new one twice (8-128 characters, different). */
export function PasswordTab() {
  const { t } = useTranslation('pages');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [shown, setShown] = useState(false);
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const set = (key: Key) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e: Errors<Key> = {};
    if (!form.current) e.current = t('account.errors.required');
    if (form.next.length < 8 || form.next.length > 128) e.next = t('account.errors.passwordLength');
    else if (form.next === form.current) e.next = t('account.errors.passwordSame');
    if (form.confirm !== form.next) e.confirm = t('account.errors.passwordMatch');
    setErrors(e);
    if (Object.keys(e).length) return;
    try {
      await change({ variables: { currentPassword: form.current, newPassword: form.next } });
      setForm(EMPTY);
      toast.success(t('account.passwordChanged'));
    } catch (error) {
      setErrors({ current: errorMessage(error, t('account.saveFailed')) });
    }
  }

  const toggle = <Button variant="minimal" icon={shown ? 'eye-off' : 'eye-open'} aria-label={t(shown ? 'account.hidePassword' : 'account.showPassword')} onClick={() => setShown((v) => !v)} />;
  const type = shown ? 'text' : 'password';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="account-password">
      <div className="form-grid">
        <Field id="acc-pass-current" label={t('account.currentPassword')} type={type} value={form.current} onValueChange={set('current')} error={errors.current} rightElement={toggle} autoComplete="current-password" />
        <span />
        <Field id="acc-pass-new" label={t('account.newPassword')} type={type} value={form.next} onValueChange={set('next')} error={errors.next} autoComplete="new-password" />
        <Field id="acc-pass-confirm" label={t('account.confirmPassword')} type={type} value={form.confirm} onValueChange={set('confirm')} error={errors.confirm} autoComplete="new-password" />
      </div>
      <Callout intent="primary" icon="info-sign" className="form-callout">
        {t('account.passwordRules')}
      </Callout>
      <div className="form-actions">
        <Button type="submit" intent="primary" loading={loading} text={t('account.changePassword')} />
        <Button variant="outlined" text={t('account.reset')} onClick={() => { setForm(EMPTY); setErrors({}); }} />
      </div>
    </form>
  );
}
