import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AuditEventItem } from '../../../components/audit/audit-event-item';
import { useAuditEvents } from '../../../components/audit/use-audit-events';
import { useUndoEvent } from '../../../components/audit/use-undo-event';
import { PageHeader } from '../../../components/page-header';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useUrlListState } from '../../../lib/url-state';
import { AUDIT_LOG, auditVariables, type AuditLogFilters } from '../audit-log-state';
import { AuditFilters } from '../components/audit-filters';
import '../../../components/audit/audit.css';
import '../audit-log.css';

/**
 * /apps/audit-log: who changed what, newest first, on either face. Filters live in the URL, new events
 * arrive live, and "Отменить" undoes an event on the server (refused, naming who, when the record changed since).
 */
export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const list = useUrlListState<AuditLogFilters>(AUDIT_LOG);
  const log = useAuditEvents(auditVariables(list.state));
  const { undo, pending } = useUndoEvent();
  const reset = list.filtered ? <Button text={t('filters.reset')} onClick={list.clearFilters} /> : undefined;

  return (
    <div className="page audit-log-page" data-testid="audit-log-page">
      <PageHeader title={t('pages.log.title')} actions={<ViewsMenu list="audit-log" fields={AUDIT_LOG} />} />
      <Card className="card card--flush">
        <div className="card__head">
          <h2 className="card__title">{t('log.title')}</h2>
          <p className="audit-log__lead">{t('log.lead')}</p>
        </div>
        <AuditFilters list={list} />
        <div className={log.refreshing ? 'audit-log__events audit-log__events--refreshing' : 'audit-log__events'} aria-busy={log.loading || log.refreshing}>
          {log.loading ? (
            <LoadingState />
          ) : log.error ? (
            <ErrorState error={log.error} onRetry={log.retry} />
          ) : log.events.length === 0 ? (
            <EmptyState icon="history" title={t('log.emptyTitle')} description={list.filtered ? t('log.emptyFiltered') : t('log.empty')} action={reset} />
          ) : (
            <ol className="audit-events" aria-label={t('log.listLabel')} data-testid="audit-events">
              {log.events.map((event) => (
                <AuditEventItem key={event.id} event={event} onUndo={undo} undoing={pending === event.id} />
              ))}
            </ol>
          )}
        </div>
        {log.hasMore ? (
          <div className="audit-log__more">
            <Button icon="more" text={log.moreFailed ? t('log.moreFailed') : t('log.more')} loading={log.loadingMore} onClick={log.loadMore} data-testid="audit-more" />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
