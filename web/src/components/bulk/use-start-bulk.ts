import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment } from '../../__generated__/graphql';
import { toast } from '../../lib/toaster';
import type { BulkSelection } from './use-bulk-selection';

/** Starts a bulk mutation: once the job answers the picked rows are cleared and its progress shown; a refusal is told. */
export function useStartBulk(selection: BulkSelection, onStarted: (job: BulkJobFieldsFragment) => void) {
  const { t } = useTranslation();
  const { clear } = selection;
  return useCallback(
    async (start: () => Promise<BulkJobFieldsFragment | undefined>) => {
      try {
        const job = await start();
        if (!job) return;
        clear();
        onStarted(job);
      } catch (error) {
        toast.error(t('bulk.notStarted', { message: error instanceof Error ? error.message : String(error) }));
      }
    },
    [clear, onStarted, t],
  );
}
