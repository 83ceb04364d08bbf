import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toaster';
import { TabCard } from './tab-card';

interface Errors {
  password?: string;
  confirm?: string;
}

interface FieldProps {
  id: string;
  label: string;
  helperText?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  rightElement?: ReactElement;
}

/** A new-password input, shown as text while `visible`; its error, when any, replaces the helper text. */
function PasswordField({ id, label, helperText, error, value, onChange, visible, rightElement }: FieldProps) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? helperText} intent={error ? 'danger' : 'none'}>
      <InputGroup
        id={id}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        value={value}
        intent={error ? 'danger' : 'none'}
        aria-invalid={Boolean(error)}
        rightElement={rightElement}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormGroup>
  );
}

/**
 * A password form checked in the browser. The API keeps no passwords for listed users, so nothing is
 * sent: the callout says so and the toast confirms only what really happened.
 */
export function SecurityTab({ email }: { email: string }) {
  const { t } = useTranslation('users');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (password.length < 8) next.password = t('security.tooShort');
    else if (!/[a-zа-яё]/.test(password) || !/[A-ZА-ЯЁ]/.test(password) || !/\d/.test(password)) next.password = t('security.tooWeak');
    if (!confirm) next.confirm = t('form.required');
    else if (confirm !== password) next.confirm = t('security.mismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    toast.info(t('security.checked', { email }));
    setPassword('');
    setConfirm('');
  }

  const toggle = <Button variant="minimal" icon={visible ? 'eye-off' : 'eye-open'} aria-label={t(visible ? 'security.hide' : 'security.show')} onClick={() => setVisible((v) => !v)} />;

  return (
    <TabCard testId="tab-security" title={t('security.title')}>
      <Callout intent="warning" icon="info-sign" className="security-note">
        {t('security.note')}
      </Callout>
      <form className="security-form" onSubmit={submit} noValidate>
        <PasswordField id="new-password" label={t('security.password')} helperText={t('security.rules')} error={errors.password} value={password} onChange={setPassword} visible={visible} rightElement={toggle} />
        <PasswordField id="confirm-password" label={t('security.confirm')} error={errors.confirm} value={confirm} onChange={setConfirm} visible={visible} />
        <div className="security-form__actions">
          <Button type="submit" intent="primary" text={t('security.submit')} data-testid="password-submit" />
        </div>
      </form>
    </TabCard>
  );
}
