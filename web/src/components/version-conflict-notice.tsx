import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { StaleVersion } from '../lib/version-conflict';

/**
 * Shown in an editor whose save was refused because someone saved the record after the form was read
 * (CONFLICT): who it was and which fields they changed. The user takes their version into the form, or
 * keeps their own edits (the next save is then made from the current version and overwrites on purpose).
 */
export function VersionConflictNotice({ conflict, fields, onReload, onKeep }: { conflict: StaleVersion; fields: readonly string[]; onReload: () => void; onKeep: () => void }) {
  const { t } = useTranslation();
  const who = conflict.updatedBy;
  return (
    <Callout intent="danger" icon="issue" className="remote-change" role="alert" data-testid="version-conflict">
      <p className="remote-change__text">{who ? t('live.conflict.savedBy', { name: who }) : t('live.conflict.saved')}</p>
      <p className="remote-change__text" data-testid="version-conflict-fields">
        {fields.length > 0 ? t('live.conflict.fields', { fields: fields.join(', ') }) : t('live.conflict.noFields')}
      </p>
      <div className="remote-change__actions">
        <Button size="small" intent="warning" icon="refresh" text={t('live.conflict.reload')} onClick={onReload} data-testid="version-conflict-reload" />
        <Button size="small" variant="outlined" text={t('live.conflict.keep')} onClick={onKeep} data-testid="version-conflict-keep" />
      </div>
    </Callout>
  );
}
