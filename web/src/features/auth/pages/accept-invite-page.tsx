import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ability, homePath } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';
import { toast } from '../../../lib/toaster';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { PasswordInput } from '../components/password-input';
import { AcceptInvitationMutation } from '../documents';
import { toSession } from '../session';

/** server/auth/password-policy.ts, checked again by the server (and that it is not your e-mail or username). */
const PASSWORD = { min: 8, max: 256 } as const;

/** The server's refusals, in words the page translates. */
function refusalKey(message: string): 'invite.invalid' | 'invite.sameAsLogin' | 'invite.failed' {
  if (message.startsWith('token ')) return 'invite.invalid';
  if (/same as the e-mail or username/.test(message)) return 'invite.sameAsLogin';
  return 'invite.failed';
}

/**
 * /invite#<token>: the one-time link an administrator made (issue 24). The token stays in the fragment, which the
 * browser never sends, so no server or proxy log holds it; the person chooses a password and is signed in.
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
    const length = [...password].length;
    if (length < PASSWORD.min) return setError(t('validation.passwordLength', { count: PASSWORD.min }));
    if (length > PASSWORD.max) return setError(t('invite.tooLong', { count: PASSWORD.max }));
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
      const first = CombinedGraphQLErrors.is(failure) ? failure.errors[0] : undefined;
      setError(t(first?.extensions?.code === 'BAD_USER_INPUT' ? refusalKey(first.message) : 'invite.failed'));
    }
  };

  return (
    <AuthFrame variant={variant} illustration="reset">
      <h2 className="auth__title">{t('invite.title')}</h2>
      <p className="auth__subtitle">{t('invite.subtitle')}</p>
      {token === '' ? (
        <Callout intent="warning" icon="warning-sign" className="auth__notice" role="alert">
          {t('invite.missing')}
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate className="auth__form" data-testid="invite-form">
          <FormGroup label={t('invite.password')} labelFor="invite-password" helperText={t('invite.rule', { count: PASSWORD.min })}>
            <PasswordInput id="invite-password" name="password" autoComplete="new-password" value={password} onChange={setPassword} intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={t('reset.confirmPassword')} labelFor="invite-confirm">
            <PasswordInput id="invite-confirm" name="confirm" autoComplete="new-password" value={confirm} onChange={setConfirm} intent={error ? 'danger' : 'none'} />
          </FormGroup>
          {error ? (
            <Callout intent="danger" className="auth__error" role="alert" compact>
              {error}
            </Callout>
          ) : null}
          <Button type="submit" intent="primary" size="large" fill loading={loading} text={t('invite.submit')} data-testid="invite-submit" />
        </form>
      )}
      <p className="auth__switch">
        <Link to="/login">← {t('common.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
