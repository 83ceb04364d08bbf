import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';
import type { CalendarEventChangedSubscription as EventChanged } from '../../../__generated__/graphql';
import { applyRecordChange, type RemoteChange } from '../../../lib/live/remote-change';
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

/** An event added, moved or removed in another session: placed in (or taken out of) every cached category view. */
export function applyEventChanged({ calendarEventChanged }: EventChanged, cache: ApolloCache): RemoteChange[] {
  const { event } = calendarEventChanged;
  const place = () => placeEventInLists(cache, event);
  return applyRecordChange(cache, 'Event', calendarEventChanged, event, { created: place, updated: place, deleted: () => removeEventFromLists(cache, event.id) });
}
