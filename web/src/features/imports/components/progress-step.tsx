import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BulkJobProgress } from '../../../components/bulk/bulk-job-progress';
import { RestoreAuditBatchMutation } from '../../../components/bulk/documents';
import { Can } from '../../../lib/ability';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toaster';
import { CancelImportMutation, ImportJobQuery, ImportJobSubscription } from '../api/documents';
import { refusedRows, type UploadedFile } from '../api/imports';

const COUNTS = ['created', 'updated', 'unchanged', 'skipped', 'failed'] as const;

/**
 * The import as it goes (the `importJob` subscription updates the cached job by id; the query reads it once in case
 * it ended first) and its result: the counts, the refused rows to download, the whole import undone in one action.
 */
export function ProgressStep({ file, listPath, onAnother }: { file: UploadedFile; listPath: string; onAnother: () => void }) {
  const { t } = useTranslation('imports');
  const client = useApolloClient();
  const { data, refetch } = useQuery(ImportJobQuery, { variables: { id: file.id } });
  useSubscription(ImportJobSubscription, { variables: { id: file.id } });
  const [cancel, { loading: cancelling }] = useMutation(CancelImportMutation);
  const [restore, { loading: restoring }] = useMutation(RestoreAuditBatchMutation);
  const [undoJob, setUndoJob] = useState<string | null>(null);
  const job = data?.importJob;
  const running = job?.status === 'running';

  // An import short enough to end before its subscription started: read once more after a moment of quiet.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => void refetch(), 1000);
    return () => window.clearTimeout(timer);
  }, [running, job?.created, job?.updated, job?.unchanged, job?.failed, refetch]);

  // The list's cached pages are read again once the import has written.
  useEffect(() => {
    if (!job || running) return;
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: file.list === 'users' ? 'users' : 'tasks' });
    client.cache.gc();
  }, [client, file.list, job, running]);

  if (!job) return null;
  const handled = COUNTS.reduce((sum, count) => sum + job[count], 0);
  const refused = job.failed + job.skipped;
  const written = job.created + job.updated;

  const download = async () => {
    try {
      saveFile(`refused-${file.list}.csv`, await refusedRows(file.id), 'text/csv;charset=utf-8');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const undo = async () => {
    try {
      const { data: started } = await restore({ variables: { batchId: job.batchId } });
      if (started) setUndoJob(started.restoreAuditBatch.id);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="imports-progress">
      <Callout
        intent={job.status === 'failed' ? 'danger' : running ? 'primary' : refused > 0 ? 'warning' : 'success'}
        icon={running ? 'refresh' : job.status === 'completed' ? 'tick-circle' : 'info-sign'}
        className="imports-callout"
        data-testid="import-progress"
        data-status={job.status}
      >
        <strong>{t(`status.${job.status}`)}</strong>
        <span role="status" className="imports-progress__handled">
          {' '}
          {t('progress.handled', { handled, total: job.total })}
        </span>
      </Callout>
      <ProgressBar value={job.total === 0 ? 1 : handled / job.total} animate={running} stripes={running} intent={job.failed > 0 ? 'warning' : 'primary'} aria-label={t('progress.label')} />
      <dl className="imports-counts" data-testid="import-counts">
        {COUNTS.map((count) => (
          <div key={count} className={`imports-counts__item imports-counts__item--${count}`}>
            <dt>{t(`counts.${count}`)}</dt>
            <dd data-testid={`import-count-${count}`}>{job[count]}</dd>
          </div>
        ))}
      </dl>
      <div className="imports-actions">
        {running ? <Button text={t('progress.cancel')} icon="stop" loading={cancelling} onClick={() => void cancel({ variables: { id: job.id } })} data-testid="import-cancel" /> : null}
        {!running && refused > 0 ? <Button icon="download" text={t('result.refused', { count: refused })} onClick={() => void download()} data-testid="import-refused" /> : null}
        {!running && written > 0 && undoJob === null ? (
          <Can I="read" a="AuditLog">
            <Button icon="undo" text={t('result.undo')} loading={restoring} onClick={() => void undo()} data-testid="import-undo" />
          </Can>
        ) : null}
        {!running ? <Button icon="upload" text={t('result.another')} onClick={onAnother} /> : null}
        {!running ? (
          <Link to={listPath} className="bp6-button bp6-intent-primary imports-back" data-testid="import-back">
            {t('result.back')}
          </Link>
        ) : null}
      </div>
      {undoJob ? <BulkJobProgress key={undoJob} jobId={undoJob} onEnded={() => client.cache.evict({ id: 'ROOT_QUERY', fieldName: file.list === 'users' ? 'users' : 'tasks' })} onUndo={(next) => setUndoJob(next.id)} onClose={() => setUndoJob(null)} /> : null}
    </div>
  );
}
