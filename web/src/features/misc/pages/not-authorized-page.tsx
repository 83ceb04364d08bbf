import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ability, homePath } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';
import { MiscFrame } from '../components/misc-frame';

export default function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  return (
    <MiscFrame kind="not-authorized" title={t('notAuthorized.title')} text={t('notAuthorized.text')}>
      <Button intent="primary" size="large" icon="home" text={t(isLoggedIn ? 'notAuthorized.home' : 'notAuthorized.login')} onClick={() => navigate(isLoggedIn ? homePath(ability) : '/login')} />
    </MiscFrame>
  );
}
