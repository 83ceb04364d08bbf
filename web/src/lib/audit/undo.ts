import type { ApolloClient } from '@apollo/client';
import type { TFunction } from 'i18next';
import { showToast, toast } from '../toaster';
import { auditEventIds } from './audit-events-link';
import { addAuditEventToCache } from './cache';
import { RestoreAuditEventMutation } from './documents';

/** How long a change can be undone from its toast; after that, from the audit log. */
export const UNDO_TOAST_MS = 10_000;

/**
 * Undoes events on the server, newest first (a bulk change is undone in reverse). Each restore is an event
 * of its own; the restored records come back through their live feeds.
 */
export async function restoreAuditEvents(client: ApolloClient, ids: readonly string[]): Promise<void> {
  for (const id of [...ids].reverse()) {
    await client.mutate({
      mutation: RestoreAuditEventMutation,
      variables: { id },
      update: (cache, { data }) => {
        if (data) addAuditEventToCache(cache, data.restoreAuditEvent);
      },
    });
  }
}

/**
 * After a delete or a bulk change: `message` with "Отменить" for ten seconds. The change is already on the
 * server (closing the tab loses nothing; the log still offers the undo), so "Отменить" restores it there.
 * `t` is the common namespace's. A write that recorded no event gets the plain success toast.
 */
export function offerUndo(client: ApolloClient, result: unknown, message: string, t: TFunction<'common'>): void {
  const ids = auditEventIds(result);
  if (ids.length === 0) return toast.success(message);
  const undo = async () => {
    try {
      await restoreAuditEvents(client, ids);
      toast.success(t('undo.done'));
    } catch (error) {
      toast.error(t('undo.failed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };
  showToast({ message, intent: 'success', icon: 'tick-circle', timeout: UNDO_TOAST_MS, action: { text: t('undo.action'), onClick: () => void undo() } });
}
