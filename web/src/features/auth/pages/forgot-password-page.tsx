import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToLogin } from '../components/auth-form-parts';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';

/**
 * The spec has no password-reset call, so this page is honest about it: it checks the address
 * and says what would happen, without pretending a mail was sent by a server.
 */
export default function ForgotPasswordPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setError(t('validation.email'));
      return;
    }
    setError(null);
    setSentTo(email.trim());
  };

  return (
    <AuthFrame variant={variant} illustration="forgot" title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sentTo ? (
        <Callout intent="success" icon="envelope" className="auth__notice" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate className="auth__form">
          <FormGroup label={t('field.email')} labelFor="forgot-email" helperText={error} intent={error ? 'danger' : 'none'}>
            <InputGroup id="forgot-email" large type="email" autoComplete="email" placeholder="ivan@example.com" value={email} onChange={(e) => setEmail(e.target.value)} intent={error ? 'danger' : 'none'} autoFocus />
          </FormGroup>
          <Button type="submit" intent="primary" size="large" fill text={t('forgot.submit')} />
        </form>
      )}
      <BackToLogin />
    </AuthFrame>
  );
}
