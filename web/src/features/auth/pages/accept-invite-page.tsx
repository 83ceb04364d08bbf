import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ability, homePath } from '../../../lib/ability';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_KEYS, passwordErrorOf, passwordProblem } from '../../../lib/auth/password-rule';
import { useAuth } from '../../../lib/auth/use-auth';
import { toast } from '../../../lib/toaster';
import { BackToLogin, FormError } from '../components/auth-form-parts';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { PasswordInput } from '../components/password-input';
import { AcceptInvitationMutation } from '../documents';
import { toSession } from '../session';

const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * /invite#<token>: the one-time invitation link an administrator made for a new account. The token stays in
 * the fragment, which the browser never sends, so no server or proxy log holds it; the person chooses a password
 * and is signed in.
 */
export default function AcceptInvitePage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [token] = useState(() => window.location.hash.replace(/^#/, ''));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [accept, { loading }] = useMutation(AcceptInvitationMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The page does not know the invited e-mail (only the server does, by the token): it checks that rule.
    const problem = passwordProblem(password, { email: '', username: '' });
    if (problem) return setError(t(PASSWORD_PROBLEM_KEYS[problem], PASSWORD_LIMITS));
    if (password !== confirm) return setError(t('validation.passwordMatch'));
    setError(null);
    try {
      const { data } = await accept({ variables: { token, password } });
      if (!data) return;
      const session = toSession(data.acceptInvitation);
      // The link is spent: it leaves the address bar and the history entry.
      window.history.replaceState(null, '', window.location.pathname);
      signIn(session);
      toast.success(t('invite.welcome', { name: session.userData.fullName || session.userData.username }));
      navigate(homePath(ability), { replace: true });
    } catch (failure) {
      const named = passwordErrorOf(failure);
      if (named) return setError(t(PASSWORD_PROBLEM_KEYS[named.problem], PASSWORD_LIMITS));
      const first = CombinedGraphQLErrors.is(failure) ? failure.errors[0] : undefined;
      setError(t(first?.extensions?.code === 'BAD_USER_INPUT' && first.message.startsWith('token ') ? 'invite.invalid' : 'invite.failed'));
    }
  };

  return (
    <AuthFrame variant={variant} illustration="reset" title={t('invite.title')} subtitle={t('invite.subtitle')}>
      {token === '' ? (
        <Callout intent="warning" icon="warning-sign" className="auth__notice" role="alert">
          {t('invite.missing')}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate className="auth__form" data-testid="invite-form">
          <FormGroup label={t('invite.password')} labelFor="invite-password" helperText={t('invite.rule', { count: PASSWORD_MIN_LENGTH })}>
            <PasswordInput id="invite-password" name="password" autoComplete="new-password" value={password} onChange={setPassword} intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={t('reset.confirmPassword')} labelFor="invite-confirm">
            <PasswordInput id="invite-confirm" name="confirm" autoComplete="new-password" value={confirm} onChange={setConfirm} intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <FormError error={error} />
          <Button type="submit" intent="primary" size="large" fill loading={loading} text={t('invite.submit')} data-testid="invite-submit" />
        </form>
      )}
      <BackToLogin />
    </AuthFrame>
  );
}
