import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { takeSessionEndedNotice } from '../../../lib/auth/session-end-notice';
import { CHALLENGE_TTL_MS, type TwoStepChallenge } from '../../../lib/auth/two-step';
import { FormError } from '../components/auth-form-parts';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { PasswordInput } from '../components/password-input';
import { LoginMutation } from '../documents';
import { refusalOf, sharedRefusal, useFinishSignIn } from '../session';

/** The demo accounts (README "Demo accounts"): spec section 6's two roles and one per permission role. */
const DEMO = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
  { role: 'administrator', email: 'administrator@demo.com', password: 'administrator' },
  { role: 'manager', email: 'manager@demo.com', password: 'manager' },
  { role: 'support', email: 'support@demo.com', password: 'support' },
  { role: 'user', email: 'user@demo.com', password: 'user' },
  { role: 'restricted_user', email: 'restricted@demo.com', password: 'restricted' },
] as const;

/**
 * Login (spec sections 4, 8): stores the session, then returns to the asked-for page or the user's home. An account
 * with two-step sign-in goes on to the two-step page with the server's challenge (in the history state, never the
 * URL); one whose role must enrol first lands on Account settings → Security.
 */
export default function LoginPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sessionEnded] = useState(takeSessionEndedNotice);
  const [login, { loading }] = useMutation(LoginMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (data) finish(data.login);
    } catch (e) {
      const refusal = refusalOf(e);
      const { challenge } = refusal.extensions;
      if (refusal.code === 'TWO_STEP_REQUIRED' && typeof challenge === 'string') {
        const state: TwoStepChallenge = { challenge, expiresAt: Date.now() + CHALLENGE_TTL_MS };
        navigate({ pathname: `/pages/two-steps-${variant}`, search: params.toString() ? `?${params.toString()}` : '' }, { state });
        return;
      }
      setError(sharedRefusal(refusal, t) ?? t(refusal.code === 'BAD_USER_INPUT' ? 'login.invalid' : 'login.failed'));
    }
  };

  return (
    <AuthFrame variant={variant} illustration="login" title={t('login.title')} subtitle={t('login.subtitle')}>
      <Callout intent="primary" className="auth__demo" icon="info-sign" compact>
        <div className="auth__demo-title">{t('login.demoTitle')}</div>
        {DEMO.map((demo) => (
          <button
            key={demo.role}
            type="button"
            className="auth__demo-account"
            onClick={() => {
              setEmail(demo.email);
              setPassword(demo.password);
            }}
          >
            <strong>{t(`common:role.${demo.role}`)}:</strong> {demo.email} / {demo.password}
          </button>
        ))}
      </Callout>
      {sessionEnded ? (
        <Callout intent="warning" icon="log-out" className="auth__error" role="status" data-testid="session-ended" compact>
          {t('login.sessionEnded')}
        </Callout>
      ) : null}
      <form onSubmit={submit} noValidate className="auth__form" data-testid="login-form">
        <FormGroup label={t('field.email')} labelFor="login-email">
          <InputGroup id="login-email" name="email" type="email" autoComplete="email" placeholder="admin@demo.com" value={email} onChange={(e) => setEmail(e.target.value)} intent={error ? 'danger' : 'none'} autoFocus large />
        </FormGroup>
        <FormGroup
          label={
            <span className="auth__label-row">
              {t('field.password')}
              <Link to="/forgot-password">{t('login.forgot')}</Link>
            </span>
          }
          labelFor="login-password"
        >
          <PasswordInput id="login-password" name="password" autoComplete="current-password" value={password} onChange={setPassword} intent={error ? 'danger' : 'none'} />
        </FormGroup>
        <FormError error={error} />
        <Checkbox label={t('login.remember')} defaultChecked />
        <Button type="submit" intent="primary" size="large" fill loading={loading} text={t('login.submit')} data-testid="login-submit" />
      </form>
      <p className="auth__switch">
        {t('login.newHere')} <Link to="/register">{t('login.createAccount')}</Link>
      </p>
    </AuthFrame>
  );
}
