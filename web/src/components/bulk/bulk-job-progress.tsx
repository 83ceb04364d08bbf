import { Button, Callout, ProgressBar } from '@blueprintjs/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment } from '../../__generated__/graphql';
import { Can } from '../../lib/ability';
import { toast } from '../../lib/toaster';
import { BulkJobQuery, BulkJobSubscription, CancelBulkJobMutation, RestoreAuditBatchMutation } from './documents';
import './bulk-job-progress.css';

interface Props {
  jobId: string;
  /** The job ended (completed, cancelled or failed): the list reads its rows again. */
  onEnded: (job: BulkJobFieldsFragment) => void;
  /** An undo of the job started: its progress is shown instead. */
  onUndo: (job: BulkJobFieldsFragment) => void;
  onClose: () => void;
}

/**
 * A bulk job's progress, live (the `bulkJob` subscription updates the cached job by id; the query reads it once in
 * case it ended before the subscription started): how many changed, were skipped or refused; cancel while it runs,
 * undo the whole batch once it has ended.
 */
export function BulkJobProgress({ jobId, onEnded, onUndo, onClose }: Props) {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(BulkJobQuery, { variables: { id: jobId } });
  useSubscription(BulkJobSubscription, { variables: { id: jobId } });
  const [cancel, { loading: cancelling }] = useMutation(CancelBulkJobMutation);
  const [restore, { loading: restoring }] = useMutation(RestoreAuditBatchMutation);
  const job = data?.bulkJob;
  const running = job?.status === 'running';

  // A job short enough to end before its subscription started: read once more after a moment of quiet.
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => void refetch(), 1500);
    return () => window.clearTimeout(timer);
  }, [running, job?.done, job?.skipped, job?.failed, refetch]);

  const told = useRef<string | null>(null);
  useEffect(() => {
    if (job && job.status !== 'running' && told.current !== job.id) {
      told.current = job.id;
      onEnded(job);
    }
  }, [job, onEnded]);

  if (!job) return null;
  const handled = job.done + job.skipped + job.failed;
  const undo = async () => {
    try {
      const { data: started } = await restore({ variables: { batchId: job.batchId } });
      if (started) onUndo(started.restoreAuditBatch);
    } catch (error) {
      toast.error(t('bulk.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <Callout className="bulk-progress" intent={job.status === 'failed' || job.status === 'interrupted' ? 'danger' : running ? 'primary' : 'success'} icon={running ? 'refresh' : 'tick-circle'} data-testid="bulk-progress" data-status={job.status}>
      <div className="bulk-progress__head">
        <strong>{t(`bulk.status.${job.status}`)}</strong>
        <span role="status" data-testid="bulk-counts">
          {t('bulk.counts', { handled, total: job.total, done: job.done, skipped: job.skipped, failed: job.failed })}
        </span>
      </div>
      <ProgressBar value={job.total === 0 ? 1 : handled / job.total} animate={running} stripes={running} intent={job.failed > 0 ? 'warning' : 'primary'} aria-label={t('bulk.progress')} />
      <div className="bulk-progress__actions">
        {running ? <Button size="small" text={t('bulk.cancel')} loading={cancelling} onClick={() => void cancel({ variables: { id: job.id } })} data-testid="bulk-cancel" /> : null}
        {!running && job.done > 0 && job.kind !== 'audit.restore' ? (
          <Can I="read" a="AuditLog">
            <Button size="small" icon="undo" text={t('bulk.undo')} loading={restoring} onClick={() => void undo()} data-testid="bulk-undo" />
          </Can>
        ) : null}
        {!running ? <Button size="small" variant="minimal" text={t('action.close')} onClick={onClose} data-testid="bulk-close" /> : null}
      </div>
    </Callout>
  );
}
