import { useApolloClient, useMutation } from '@apollo/client/react';
import type { EventDropInfo, EventResizeDoneInfo } from '@fullcalendar/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';
import { EventFields } from '../api/event-fields';
import { UpdateEventMutation } from '../api/update-event-mutation';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** FullCalendar's new times in the server's terms: all-day dates as UTC midnights (it hands them over as bare dates). */
function timesOf(info: EventDropInfo | EventResizeDoneInfo): { start: string; end: string; allDay: boolean } | null {
  const { event } = info;
  if (!event.start) return null;
  if (event.allDay) {
    const start = `${event.startStr.slice(0, 10)}T00:00:00.000Z`;
    const end = event.endStr ? `${event.endStr.slice(0, 10)}T00:00:00.000Z` : new Date(Date.parse(start) + DAY_MS).toISOString();
    return { start, end, allDay: true };
  }
  const end = event.end ?? new Date(event.start.getTime() + HOUR_MS);
  return { start: event.start.toISOString(), end: end.toISOString(), allDay: false };
}

/**
 * Drag and resize save through updateEvent at once (optimistic: the cache, and so every view, moves
 * with the drop); if the server refuses, Apollo drops the optimistic layer, FullCalendar puts the
 * event back and a toast says why.
 */
export function useReschedule() {
  const { t } = useTranslation('calendar');
  const client = useApolloClient();
  const [updateEvent] = useMutation(UpdateEventMutation);

  return async (info: EventDropInfo | EventResizeDoneInfo) => {
    const times = timesOf(info);
    const current = client.cache.readFragment({ fragment: EventFields, id: client.cache.identify({ __typename: 'Event', id: info.event.id }) });
    if (!times || !current) {
      info.revert();
      return;
    }
    try {
      await updateEvent({
        variables: { id: current.id, input: times },
        optimisticResponse: { updateEvent: { ...current, ...times } },
      });
    } catch (error) {
      info.revert();
      toast.error(t('toast.moveFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  };
}
