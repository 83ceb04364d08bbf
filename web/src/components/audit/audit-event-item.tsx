import { Button, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditAction, AuditEventFieldsFragment } from '../../__generated__/graphql';
import { Avatar } from '../avatar';
import { recordPath, useAuditFormat } from './audit-format';
import { ChangeList } from './change-list';

const INTENTS: Partial<Record<AuditAction, Intent>> = {
  create: 'success',
  update: 'primary',
  delete: 'danger',
  restore: 'warning',
  sign_in_failed: 'danger',
};

interface Props {
  event: AuditEventFieldsFragment;
  /** Offers "Отменить" on events that can be undone. */
  onUndo?: (event: AuditEventFieldsFragment) => void;
  undoing?: boolean;
  /** Within one record's history: the record is known, so it is neither named nor linked. */
  withinRecord?: boolean;
}

/** One event of the log: who did what to which record, when and through which face, and what changed. */
export function AuditEventItem({ event, onUndo, undoing = false, withinRecord = false }: Props) {
  const { t } = useTranslation('audit');
  const format = useAuditFormat();
  const who = event.actor?.fullName ?? t('nobody');
  const path = withinRecord ? null : recordPath(event);
  const record = format.record(event);
  return (
    <li className="audit-event" data-testid="audit-event" data-event-id={event.id} data-action={event.action}>
      <div className="audit-event__head">
        <Avatar name={who} size={32} />
        <div className="audit-event__summary">
          <p className="audit-event__who">
            <strong>{who}</strong>
            {event.actor ? <span className="text-muted"> · {format.role(event.actor.role)}</span> : null}
          </p>
          <p className="audit-event__what">
            <Tag minimal round intent={INTENTS[event.action] ?? 'none'} className="audit-event__action">
              {format.action(event.action)}
            </Tag>
            {withinRecord ? null : path ? <Link to={path}>{record}</Link> : <span>{record}</span>}
            {event.restoredById ? (
              <Tag minimal round icon="undo" className="audit-event__undone">
                {t('undone')}
              </Tag>
            ) : null}
          </p>
        </div>
        <div className="audit-event__meta">
          <time dateTime={event.at}>{format.time(event.at)}</time>
          <span className="text-muted">{format.face(event.face)}</span>
        </div>
        {onUndo && event.undoable ? (
          <Button
            className="audit-event__undo"
            size="small"
            variant="outlined"
            icon="undo"
            text={t('undo')}
            aria-label={t('undoLabel', { record })}
            loading={undoing}
            onClick={() => onUndo(event)}
            data-testid="audit-undo"
          />
        ) : null}
      </div>
      <ChangeList event={event} />
    </li>
  );
}
