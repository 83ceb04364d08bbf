import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MiscFrame } from '../components/misc-frame';

/** The router's error element: a page that threw (or a chunk that failed to load) shows this, not a blank screen. */
export default function RouteErrorPage() {
  const { t } = useTranslation('misc');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <MiscFrame kind="error" title={t('crash.title')} text={detail ? `${t('crash.text')} (${detail})` : t('crash.text')}>
      <Button intent="primary" size="large" icon="refresh" text={t('crash.reload')} onClick={() => window.location.reload()} />
    </MiscFrame>
  );
}
