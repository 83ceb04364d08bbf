import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { toast } from '../../../lib/toaster';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';

export default function VerifyEmailPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { userData } = useAuth();
  const email = userData?.email ?? 'ivan@example.com';
  return (
    <AuthFrame variant={variant} illustration="verify" title={t('verify.title')} subtitle={t('verify.subtitle', { email })}>
      <Button intent="primary" size="large" fill text={t('verify.skip')} onClick={() => navigate('/')} />
      <p className="auth__switch">
        {t('verify.noMail')}{' '}
        <button type="button" className="link-button" onClick={() => toast.info(t('verify.resent', { email }))}>
          {t('verify.resend')}
        </button>
      </p>
    </AuthFrame>
  );
}
