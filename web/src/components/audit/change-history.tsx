import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../lib/ability';
import type { AuditSubject } from './audit-format';
import { AuditEventItem } from './audit-event-item';
import { useAuditEvents } from './use-audit-events';
import { useUndoEvent } from './use-undo-event';
import { HISTORY_SHOWN, takePreloadedHistory } from './preload-history';
import './audit.css';

interface Props {
  subject: AuditSubject;
  recordId: string;
  /** The heading's level where the section sits (a page: 2, a drawer or dialog: 3). */
  level?: 2 | 3;
  className?: string;
}

/** "История изменений": a record's audit events, newest first, for those who may read the audit log. */
export function ChangeHistory(props: Props) {
  return (
    <Can I="read" a="AuditLog">
      <History {...props} />
    </Can>
  );
}

function History({ subject, recordId, level = 2, className }: Props) {
  const { t } = useTranslation('audit');
  const [preloaded] = useState(() => takePreloadedHistory(subject, recordId));
  const history = useAuditEvents({ subject, recordId, first: HISTORY_SHOWN }, preloaded ? 'cache-first' : 'cache-and-network');
  const { undo, pending } = useUndoEvent();
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `history-${subject}-${recordId}`;
  return (
    <section className={`change-history ${className ?? ''}`} aria-labelledby={headingId} aria-busy={history.loading} data-testid="change-history">
      <Heading id={headingId} className="change-history__title">
        {t('history.title')}
      </Heading>
      {history.loading ? (
        <Spinner size={20} aria-label={t('history.loading')} />
      ) : history.error ? (
        <p className="change-history__note">
          {t('history.failed')} <Button variant="minimal" size="small" text={t('history.retry')} onClick={history.retry} />
        </p>
      ) : history.events.length === 0 ? (
        <p className="change-history__note">{t('history.empty')}</p>
      ) : (
        <ol className="audit-events audit-events--compact">
          {history.events.map((event) => (
            <AuditEventItem key={event.id} event={event} withinRecord onUndo={undo} undoing={pending === event.id} />
          ))}
        </ol>
      )}
      {history.hasMore ? (
        <Button variant="minimal" size="small" icon="more" text={t('history.more')} loading={history.loadingMore} onClick={history.loadMore} />
      ) : null}
    </section>
  );
}
