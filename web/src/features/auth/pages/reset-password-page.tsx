import { Button, Callout, FormGroup, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_KEYS, passwordErrorOf, passwordProblem, type PasswordProblemKey } from '../../../lib/auth/password-rule';
import { CHALLENGE_TTL_MS, type TwoStepChallenge } from '../../../lib/auth/two-step';
import { BackToLogin, FormError } from '../components/auth-form-parts';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { PasswordInput } from '../components/password-input';
import { LoginMutation, PasswordResetEmailQuery, ResetPasswordMutation } from '../documents';
import { refusalOf, useFinishSignIn } from '../session';

/**
 * The page a reset letter's link opens (`?token=…`): it asks the server whose link it is (a link that expired or was
 * used says so at once), takes the new password twice, resets, and signs in with the new password.
 */
export default function ResetPasswordPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(PasswordResetEmailQuery, { variables: { token }, skip: token === '', fetchPolicy: 'network-only' });
  const email = link.data?.passwordResetEmail ?? null;
  const linkBad = token === '' || (!link.loading && (link.error !== undefined || (link.data !== undefined && email === null)));

  return (
    <AuthFrame variant={variant} illustration="reset" title={t('reset.title')} subtitle={linkBad ? t('reset.linkSubtitle') : t('reset.subtitle')}>
      {linkBad ? (
        <Callout intent="warning" icon="warning-sign" className="auth__notice" role="status">
          <p>{token === '' ? t('reset.noToken') : t('reset.linkInvalid')}</p>
          <Link to={`/pages/forgot-password-${variant}`}>{t('reset.requestAgain')}</Link>
        </Callout>
      ) : email === null ? (
        <Spinner size={24} aria-label={t('reset.checking')} />
      ) : (
        <ResetForm token={token} email={email} variant={variant} />
      )}
      <BackToLogin />
    </AuthFrame>
  );
}

function ResetForm({ token, email, variant }: { token: string; email: string; variant: AuthVariant }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkUsed, setLinkUsed] = useState(false);
  const [reset, resetState] = useMutation(ResetPasswordMutation);
  const [login, loginState] = useMutation(LoginMutation);
  const problemText = (problem: PasswordProblemKey) => t(PASSWORD_PROBLEM_KEYS[problem], { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, { email, username: '' });
    if (problem) return setError(problemText(problem));
    if (password !== confirm) return setError(t('validation.passwordMatch'));
    setError(null);
    try {
      await reset({ variables: { token, password } });
    } catch (e) {
      const named = passwordErrorOf(e);
      if (named?.field === 'password') return setError(problemText(named.problem));
      const { code, extensions } = refusalOf(e);
      if (code === 'BAD_USER_INPUT' && extensions.field === 'token') return setLinkUsed(true);
      return setError(t('reset.failed'));
    }
    try {
      const { data } = await login({ variables: { email, password } });
      if (data) finish(data.login);
    } catch (e) {
      const { code, extensions } = refusalOf(e);
      if (code === 'TWO_STEP_REQUIRED' && typeof extensions.challenge === 'string') {
        const state: TwoStepChallenge = { challenge: extensions.challenge, expiresAt: Date.now() + CHALLENGE_TTL_MS };
        return navigate(`/pages/two-steps-${variant}`, { state });
      }
      // The password is set; signing in is left to the login page.
      navigate('/login', { replace: true });
    }
  };

  if (linkUsed) {
    return (
      <Callout intent="warning" icon="warning-sign" className="auth__notice" role="status">
        <p>{t('reset.linkInvalid')}</p>
        <Link to={`/pages/forgot-password-${variant}`}>{t('reset.requestAgain')}</Link>
      </Callout>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="auth__form">
      <p className="auth__hint" data-testid="reset-email">{t('reset.forAccount', { email })}</p>
      <FormError error={error} />
      <FormGroup label={t('reset.newPassword')} labelFor="reset-password">
        <PasswordInput id="reset-password" name="password" autoComplete="new-password" value={password} onChange={setPassword} intent={error ? 'danger' : 'none'} />
      </FormGroup>
      <FormGroup label={t('reset.confirmPassword')} labelFor="reset-confirm">
        <PasswordInput id="reset-confirm" name="confirm" autoComplete="new-password" value={confirm} onChange={setConfirm} intent={error ? 'danger' : 'none'} />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" fill loading={resetState.loading || loginState.loading} text={t('reset.submit')} />
    </form>
  );
}
