import { graphql } from '../../../__generated__/gql';
import { reportRemoteChange } from '../../../lib/live/remote-changes';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import { placeEventInLists, removeEventFromLists } from '../api/events-cache';

export const CalendarEventChangedSubscription = graphql(`
  subscription CalendarEventChanged {
    calendarEventChanged {
      change
      event {
        ...EventFields
      }
      actor {
        ...LiveActorFields
      }
    }
  }
`);

/** Events added, moved or removed in another session: placed in (or taken out of) every cached category view. */
export function useEventsLive(): void {
  useLiveSubscription(CalendarEventChangedSubscription, ({ calendarEventChanged }, cache) => {
    const { change, event, actor } = calendarEventChanged;
    if (change === 'DELETED') removeEventFromLists(cache, event.id);
    else placeEventInLists(cache, event);
    reportRemoteChange({ typename: 'Event', id: event.id, change, actor: actor ?? null });
  });
}
