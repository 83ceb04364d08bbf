import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MiscFrame } from '../components/misc-frame';

export default function MaintenancePage() {
  const { t } = useTranslation('misc');
  const navigate = useNavigate();
  return (
    <MiscFrame kind="maintenance" title={t('maintenance.title')} text={t('maintenance.text')}>
      <Button intent="primary" size="large" icon="home" text={t('backHome')} onClick={() => navigate('/')} />
    </MiscFrame>
  );
}
