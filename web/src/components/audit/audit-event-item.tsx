import { Button, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditAction, AuditEventFieldsFragment } from '../../__generated__/graphql';
import { Tag } from '../tag';
import { recordPath, useAuditFormat } from './audit-format';
import { ChangeList } from './change-list';

/** Each action's mark: an icon in its intent's colour beside the action's name (the text keeps full contrast). */
const MARKS: Record<AuditAction, [IconName, Intent]> = {
  create: ['add', 'success'],
  update: ['edit', 'primary'],
  delete: ['trash', 'danger'],
  restore: ['undo', 'warning'],
  sign_in: ['log-in', 'none'],
  sign_in_failed: ['warning-sign', 'danger'],
  sign_out: ['log-out', 'none'],
  password_change: ['key', 'none'],
  role_change: ['people', 'primary'],
  deactivate: ['disable', 'danger'],
  reactivate: ['confirm', 'success'],
  two_step_enabled: ['shield', 'success'],
  two_step_disabled: ['shield', 'warning'],
  two_step_reset: ['reset', 'warning'],
  api_key_created: ['key', 'success'],
  api_key_revoked: ['key', 'danger'],
  password_reset_requested: ['envelope', 'none'],
  password_reset: ['key', 'warning'],
  email_verified: ['endorsed', 'success'],
  email_change_requested: ['envelope', 'warning'],
  email_change: ['envelope', 'success'],
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

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
  const name = event.actor?.fullName ?? t('nobody');
  // A script's write: "Анна Смирнова через ключ «Отчёты»".
  const who = event.actor?.viaKey ? `${name} ${t('viaKey', { key: event.actor.viaKey })}` : name;
  const path = withinRecord ? null : recordPath(event);
  const record = format.record(event);
  const [icon, intent] = MARKS[event.action];
  return (
    <li className="audit-event" data-testid="audit-event" data-event-id={event.id} data-action={event.action}>
      <div className="audit-event__head">
        <span className="audit-event__avatar" aria-hidden="true">
          {event.actor ? initials(name) : <Icon icon="person" size={14} />}
        </span>
        <div className="audit-event__summary">
          <p className="audit-event__who">
            <strong>{who}</strong>
            {event.actor ? <span className="audit-event__role"> · {format.role(event.actor.role)}</span> : null}
          </p>
          <p className="audit-event__what">
            <Tag minimal round icon={<Icon icon={icon} intent={intent} size={12} />} className="audit-event__action">
              {format.action(event.action)}
            </Tag>
            {withinRecord ? null : path ? (
              <Link className="audit-event__record" to={path}>
                {record}
              </Link>
            ) : (
              <span>{record}</span>
            )}
            {event.restoredById ? (
              <Tag minimal round icon="undo" className="audit-event__undone">
                {t('undone')}
              </Tag>
            ) : null}
          </p>
        </div>
        <div className="audit-event__meta">
          <time dateTime={event.at}>{format.time(event.at)}</time>
          <span>{format.face(event.face)}</span>
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
