import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEventFieldsFragment } from '../../__generated__/graphql';
import { toast } from '../../lib/toaster';
import { restoreAuditEvents } from '../../lib/audit/undo';

/** "Отменить" of one event of the log: restored on the server, or the reason it was refused (who changed it since). */
export function useUndoEvent() {
  const client = useApolloClient();
  const { t } = useTranslation('common');
  const [pending, setPending] = useState<string | null>(null);
  async function undo(event: AuditEventFieldsFragment) {
    setPending(event.id);
    try {
      await restoreAuditEvents(client, [event.id]);
      toast.success(t('undo.done'));
    } catch (error) {
      toast.error(t('undo.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setPending(null);
    }
  }
  return { undo: (event: AuditEventFieldsFragment) => void undo(event), pending };
}
