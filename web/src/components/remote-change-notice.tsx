import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { RemoteChange } from '../lib/live/remote-changes';

/**
 * Shown in an editor when someone else changed (or deleted) the record being edited, so the user decides
 * instead of overwriting their change unknowingly: take the other version into the form, or keep editing
 * (a save then sends only the fields this user changed).
 */
export function RemoteChangeNotice({ change, onReload, onDismiss }: { change: RemoteChange; onReload?: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  const deleted = change.change === 'DELETED';
  const who = change.actor?.fullName;
  const text = deleted ? (who ? t('live.conflict.deletedBy', { name: who }) : t('live.conflict.deleted')) : who ? t('live.conflict.changedBy', { name: who }) : t('live.conflict.changed');
  return (
    <Callout intent={deleted ? 'danger' : 'warning'} icon={deleted ? 'trash' : 'people'} className="remote-change" role="alert" data-testid="remote-change">
      <p className="remote-change__text">{text}</p>
      <div className="remote-change__actions">
        {!deleted && onReload ? <Button size="small" intent="warning" icon="refresh" text={t('live.conflict.reload')} onClick={onReload} data-testid="remote-change-reload" /> : null}
        <Button size="small" variant="outlined" text={t(deleted ? 'live.conflict.understood' : 'live.conflict.keep')} onClick={onDismiss} />
      </div>
    </Callout>
  );
}
