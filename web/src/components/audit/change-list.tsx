import { useTranslation } from 'react-i18next';
import type { AuditEventFieldsFragment } from '../../__generated__/graphql';
import { useAuditFormat } from './audit-format';

/**
 * What an event changed, field by field: "before → after" for an update, the record's fields for a create
 * or a delete. Labels and values in the reader's language.
 */
export function ChangeList({ event }: { event: Pick<AuditEventFieldsFragment, 'subject' | 'action' | 'changes'> }) {
  const { t } = useTranslation('audit');
  const format = useAuditFormat();
  if (event.changes.length === 0) return null;
  const created = event.changes.every((change) => change.before === null);
  const removed = event.changes.every((change) => change.after === null);
  return (
    <dl className="audit-changes">
      {event.changes.map(({ field, before, after }) => (
        <div className="audit-changes__row" key={field}>
          <dt>{format.field(event.subject, field)}</dt>
          <dd>
            {created ? (
              <span className="audit-changes__after">{format.value(event.subject, field, after)}</span>
            ) : removed ? (
              <span className="audit-changes__before audit-changes__before--removed">{format.value(event.subject, field, before)}</span>
            ) : (
              <>
                <span className="audit-changes__before">
                  <span className="visually-hidden">{t('change.before')} </span>
                  {format.value(event.subject, field, before)}
                </span>
                <span className="audit-changes__arrow" aria-hidden="true">
                  →
                </span>
                <span className="audit-changes__after">
                  <span className="visually-hidden">{t('change.after')} </span>
                  {format.value(event.subject, field, after)}
                </span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
