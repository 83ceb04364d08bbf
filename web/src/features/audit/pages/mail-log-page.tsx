import { Button, Card, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ScrollTable } from '../../../components/tables';
import { Tag } from '../../../components/tag';
import { MAIL_LOG_PER_PAGE as PER_PAGE, MailLogQuery } from '../api/mail-log-query';
import '../audit-log.css';

const STATUSES: readonly MailStatus[] = ['queued', 'sending', 'sent', 'failed'];
const INTENT = { queued: 'warning', sending: 'primary', sent: 'success', failed: 'danger' } as const;

/**
 * /apps/mail-log: the letters the server queued, sent and failed (to, subject, kind, status, tries, last error, time),
 * newest first, paged on the server. Never a letter's body or link: the server does not answer them. Statuses move
 * live: the shell's mail feed (features/audit/live/mail-letter-changed.ts) writes each change into the cached pages.
 */
export default function MailLogPage() {
  const { t, i18n } = useTranslation('audit');
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(MailLogQuery, {
    variables: { status: status || null, page, perPage: PER_PAGE },
  });
  const log = (data ?? previousData)?.mailLog;
  const pages = Math.max(1, Math.ceil((log?.total ?? 0) / PER_PAGE));
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="page mail-log-page" data-testid="mail-log-page">
      <PageHeader title={t('pages.mail.title')} />
      <Card className="card card--flush">
        <div className="card__head">
          <h2 className="card__title">{t('mail.title')}</h2>
          <p className="audit-log__lead">{t('mail.lead')}</p>
        </div>
        <div className="mail-log__filters">
          <label htmlFor="mail-status">{t('mail.status')}</label>
          <HTMLSelect
            id="mail-status"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as MailStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('mail.allStatuses')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`mail.statuses.${value}`)}
              </option>
            ))}
          </HTMLSelect>
        </div>
        {loading && !log ? (
          <LoadingState />
        ) : error && !log ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !log || log.items.length === 0 ? (
          <EmptyState icon="envelope" title={t('mail.emptyTitle')} description={t('mail.empty')} />
        ) : (
          <ScrollTable
            className="mail-log-table"
            head={
              <>
                <th scope="col">{t('mail.columns.time')}</th>
                <th scope="col">{t('mail.columns.to')}</th>
                <th scope="col">{t('mail.columns.subject')}</th>
                <th scope="col">{t('mail.columns.status')}</th>
                <th scope="col">{t('mail.columns.tries')}</th>
                <th scope="col">{t('mail.columns.lastError')}</th>
              </>
            }
          >
            {log.items.map((letter) => (
              <tr key={letter.id} data-testid="mail-letter" data-status={letter.status}>
                <td data-label={t('mail.columns.time')}>{when(letter.sentAt ?? letter.createdAt)}</td>
                <td data-label={t('mail.columns.to')} className="mail-log__to">{letter.to.join(', ')}</td>
                <td data-label={t('mail.columns.subject')}>
                  <span className="mail-log__subject">{letter.subject}</span>
                  <span className="text-muted mail-log__kind">{t(`mail.kinds.${letter.kind}`)}</span>
                </td>
                <td data-label={t('mail.columns.status')}>
                  <Tag minimal round intent={INTENT[letter.status]}>{t(`mail.statuses.${letter.status}`)}</Tag>
                </td>
                <td data-label={t('mail.columns.tries')}>{letter.tries}</td>
                <td data-label={t('mail.columns.lastError')} className="mail-log__error">{letter.lastError ?? '—'}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
        {log && log.total > PER_PAGE ? (
          <nav className="mail-log__pager" aria-label={t('mail.pager')}>
            <Button icon="chevron-left" aria-label={t('mail.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)} />
            <span>{t('mail.page', { page, pages })}</span>
            <Button icon="chevron-right" aria-label={t('mail.next')} disabled={page >= pages} onClick={() => setPage(page + 1)} />
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
