import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MiscFrame } from '../components/misc-frame';

/** Unknown routes and /misc/error (spec section 2 and issue: unknown routes show the error page). */
export default function ErrorPage() {
  const { t } = useTranslation('misc');
  const navigate = useNavigate();
  return (
    <MiscFrame kind="error" title={t('error.title')} text={t('error.text')}>
      <Button intent="primary" size="large" icon="home" text={t('backHome')} onClick={() => navigate('/')} />
    </MiscFrame>
  );
}
