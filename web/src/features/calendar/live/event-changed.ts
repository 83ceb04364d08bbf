import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql';
import type { CalendarEventChangedSubscription as EventChanged } from '../../../__generated__/graphql';
import type { RemoteChange } from '../../../lib/live/remote-change';
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
  const { change, event, actor } = calendarEventChanged;
  if (change === 'DELETED') removeEventFromLists(cache, event.id);
  else placeEventInLists(cache, event);
  return [{ typename: 'Event', id: event.id, change, actor: actor ?? null }];
}
