import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a save was refused because someone else saved the record first (a stale version, CONFLICT):
 * who it was and which fields they changed, so the user takes their version into the form or keeps editing
 * (the next save then overwrites theirs knowingly). `fields` are already translated labels.
 */
export function VersionConflictNotice({
  updatedBy,
  fields,
  onReload,
  onDismiss,
}: {
  updatedBy: string | null;
  fields: string[];
  onReload: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const who = updatedBy ? t('versionConflict.savedBy', { name: updatedBy }) : t('versionConflict.saved');
  const what = fields.length > 0 ? t('versionConflict.fields', { fields: fields.join(', ') }) : t('versionConflict.noFields');
  return (
    <Callout intent="warning" icon="people" className="remote-change" role="alert" data-testid="version-conflict">
      <p className="remote-change__text">
        {who} {what}
      </p>
      <div className="remote-change__actions">
        <Button size="small" intent="warning" icon="refresh" text={t('live.conflict.reload')} onClick={onReload} data-testid="version-conflict-reload" />
        <Button size="small" variant="outlined" text={t('live.conflict.keep')} onClick={onDismiss} />
      </div>
    </Callout>
  );
}
