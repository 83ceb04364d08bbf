import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState, type ReactNode } from 'react';
import type { BulkJobFieldsFragment } from '../../__generated__/graphql';
import { BulkJobProgress } from './bulk-job-progress';

/**
 * A list's bulk job: start it, show its progress (Stop, Undo all), and once it ends read the list again: every
 * cached page of the named root fields is dropped.
 */
export function useBulkJob(listFields: readonly string[]): { started: (job: BulkJobFieldsFragment) => void; progress: ReactNode } {
  const client = useApolloClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const fields = listFields.join(' ');
  const ended = useCallback(() => {
    for (const fieldName of fields.split(' ')) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
    client.cache.gc();
  }, [client, fields]);
  const started = useCallback((job: BulkJobFieldsFragment) => setJobId(job.id), []);
  const progress = jobId ? <BulkJobProgress key={jobId} jobId={jobId} onEnded={ended} onUndo={started} onClose={() => setJobId(null)} /> : null;
  return { started, progress };
}
