import { Button, Callout } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RemoteChange } from '../lib/live/remote-changes';

function noticeText(t: TFunction, change: RemoteChange, viewing: boolean): string {
  const who = change.actor?.fullName;
  if (change.change !== 'DELETED') return who ? t('live.conflict.changedBy', { name: who }) : t('live.conflict.changed');
  // A page that only shows the record has no edits to lose.
  if (viewing) return who ? t('live.conflict.deletedWhileViewedBy', { name: who }) : t('live.conflict.deletedWhileViewed');
  return who ? t('live.conflict.deletedBy', { name: who }) : t('live.conflict.deleted');
}

/**
 * Shown in an editor when someone else changed (or deleted) the record being edited, so the user decides
 * instead of overwriting their change unknowingly: take the other version into the form, or keep editing
 * (a save then sends only the fields this user changed). `viewing`: the page shows the record without a form.
 */
export function RemoteChangeNotice({ change, onReload, onDismiss, viewing = false }: { change: RemoteChange; onReload?: () => void; onDismiss: () => void; viewing?: boolean }) {
  const { t } = useTranslation();
  const deleted = change.change === 'DELETED';
  const text = noticeText(t, change, viewing);
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
