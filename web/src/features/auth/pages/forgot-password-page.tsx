import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToLogin, FormError } from '../components/auth-form-parts';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { RequestPasswordResetMutation } from '../documents';
import { refusalOf, sharedRefusal } from '../session';

/**
 * Asks the server for a reset letter. The answer is the same whether or not the address has an account, so the
 * page says so: a letter is on its way if there is one. The letter's link opens the reset page.
 */
export default function ForgotPasswordPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setError(null);
    if (!/^\S+@\S+\.\S+$/.test(address)) return setInvalid(true);
    setInvalid(false);
    try {
      await request({ variables: { email: address } });
      setSentTo(address);
    } catch (e) {
      const refusal = refusalOf(e);
      if (refusal.code === 'BAD_USER_INPUT') return setInvalid(true);
      setError(sharedRefusal(refusal, t) ?? t('forgot.failed'));
    }
  };

  return (
    <AuthFrame variant={variant} illustration="forgot" title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sentTo ? (
        <Callout intent="success" icon="envelope" className="auth__notice" role="status">
          {t('forgot.sent', { email: sentTo })}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate className="auth__form">
          <FormError error={error} />
          <FormGroup label={t('field.email')} labelFor="forgot-email" helperText={invalid ? t('validation.email') : undefined} intent={invalid ? 'danger' : 'none'}>
            <InputGroup id="forgot-email" large type="email" autoComplete="email" placeholder="ivan@example.com" value={email} onChange={(e) => setEmail(e.target.value)} intent={invalid ? 'danger' : 'none'} autoFocus />
          </FormGroup>
          <Button type="submit" intent="primary" size="large" fill loading={loading} text={t('forgot.submit')} />
        </form>
      )}
      <BackToLogin />
    </AuthFrame>
  );
}
