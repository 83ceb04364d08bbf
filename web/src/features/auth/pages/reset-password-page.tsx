import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_KEYS, passwordProblem } from '../../../lib/auth/password-rule';
import { BackToLogin } from '../components/auth-form-parts';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { PasswordInput } from '../components/password-input';

/** New password twice; checked on the client (the spec shows no reset call). */
export default function ResetPasswordPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, { email: '', username: '' });
    if (problem) return setError(t(PASSWORD_PROBLEM_KEYS[problem], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));
    if (password !== confirm) return setError(t('validation.passwordMatch'));
    setError(null);
    setDone(true);
  };

  return (
    <AuthFrame variant={variant} illustration="reset" title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {done ? (
        <Callout intent="success" icon="tick-circle" className="auth__notice" role="status">
          {t('reset.done')}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate className="auth__form">
          <FormGroup label={t('reset.newPassword')} labelFor="reset-password">
            <PasswordInput id="reset-password" name="password" autoComplete="new-password" value={password} onChange={setPassword} intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={t('reset.confirmPassword')} labelFor="reset-confirm" helperText={error} intent={error ? 'danger' : 'none'}>
            <PasswordInput id="reset-confirm" name="confirm" autoComplete="new-password" value={confirm} onChange={setConfirm} intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <Button type="submit" intent="primary" size="large" fill text={t('reset.submit')} />
        </form>
      )}
      <BackToLogin />
    </AuthFrame>
  );
}
