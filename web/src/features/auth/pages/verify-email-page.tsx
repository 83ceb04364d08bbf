import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { homePath, ability } from '../../../lib/ability';
import { sessionStore } from '../../../lib/auth/session-store';
import { toUserData } from '../../../lib/auth/session-user';
import { useAuth } from '../../../lib/auth/use-auth';
import { toast } from '../../../lib/toaster';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { ResendVerificationEmailMutation, SessionMeQuery, VerifyEmailMutation } from '../documents';
import { refusalOf } from '../session';

type Outcome = 'checking' | 'verified' | 'refused';

/**
 * The verification letter's page. With `?token=` (the letter's link) it confirms the address and, when someone is
 * signed in, reads their account afresh (an account kept here until verified may now do everything). Without one it
 * shows the signed-in account's real address, and sends the letter again on request (the server allows once a minute).
 */
export default function VerifyEmailPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const client = useApolloClient();
  const { userData, isLoggedIn } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'verified');
  const [verify] = useMutation(VerifyEmailMutation);
  const [resend, resendState] = useMutation(ResendVerificationEmailMutation);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await verify({ variables: { token } });
        if (sessionStore.accessToken() !== null) {
          const { data } = await client.query({ query: SessionMeQuery, fetchPolicy: 'network-only' });
          if (data?.me) sessionStore.updateUserData(toUserData(data.me));
          // A link that moved the account to a new address: the settings read it again when next shown.
          client.cache.evict({ fieldName: 'accountSettings' });
        }
        setOutcome('verified');
      } catch {
        setOutcome('refused');
      }
    })();
  }, [token, verify, client]);

  const resendLetter = async () => {
    try {
      await resend();
      toast.success(t('verify.resent', { email: userData?.email ?? '' }));
    } catch (e) {
      const { code, extensions } = refusalOf(e);
      if (code === 'TOO_MANY_REQUESTS') toast.info(t('verify.wait', { seconds: Math.max(1, Number(extensions.retryAfter) || 60) }));
      else if (code === 'CONFLICT') toast.info(t('verify.already'));
      else toast.error(t('verify.failed'));
    }
  };

  const required = userData?.emailVerificationRequired === true;
  const verified = userData?.emailVerified === true;

  if (token) {
    return (
      <AuthFrame variant={variant} illustration="verify" title={t('verify.title')} subtitle={t('verify.byLink')}>
        {outcome === 'checking' ? (
          <Spinner size={24} aria-label={t('verify.checking')} />
        ) : outcome === 'verified' ? (
          <Callout intent="success" icon="endorsed" className="auth__notice" role="status" data-testid="verify-done">
            {t('verify.done')}
          </Callout>
        ) : (
          <Callout intent="warning" icon="warning-sign" className="auth__notice" role="status" data-testid="verify-refused">
            {t('verify.linkInvalid')}
          </Callout>
        )}
        {outcome !== 'checking' ? (
          <p className="auth__switch">
            <Link to={isLoggedIn ? homePath(ability) : '/login'}>{isLoggedIn ? t('verify.continue') : t('common.backToLogin')}</Link>
          </p>
        ) : null}
      </AuthFrame>
    );
  }

  if (!isLoggedIn || !userData) {
    return (
      <AuthFrame variant={variant} illustration="verify" title={t('verify.title')} subtitle={t('verify.openLink')}>
        <p className="auth__switch">
          <Link to="/login">← {t('common.backToLogin')}</Link>
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame variant={variant} illustration="verify" title={t('verify.title')} subtitle={verified ? t('verify.isVerified', { email: userData.email }) : t('verify.subtitle', { email: userData.email })}>
      {required ? (
        <Callout intent="primary" icon="envelope" className="auth__notice" role="status">
          {t('verify.required')}
        </Callout>
      ) : (
        <Button intent="primary" size="large" fill text={verified ? t('verify.continue') : t('verify.skip')} onClick={() => navigate(homePath(ability))} />
      )}
      {verified ? null : (
        <p className="auth__switch">
          {t('verify.noMail')}{' '}
          <button type="button" className="link-button" data-testid="verify-resend" disabled={resendState.loading} onClick={() => void resendLetter()}>
            {t('verify.resend')}
          </button>
        </p>
      )}
    </AuthFrame>
  );
}
