import type { ApolloCache, Reference } from '@apollo/client';
import type { CalendarCategory, CalendarEventsQueryVariables, EventFieldsFragment } from '../../../__generated__/graphql';
import { fieldArgs } from '../../../lib/apollo/field-args';
import { EventFields } from './event-fields';

function shows(calendars: CalendarEventsQueryVariables['calendars'], category: CalendarCategory): boolean {
  if (calendars == null) return true;
  return (Array.isArray(calendars) ? calendars : [calendars]).includes(category);
}

/**
 * After an add or an edit: the event sits in every cached `events(...)` list whose categories
 * include it, ordered by start as the server orders them, and leaves those that no longer do
 * (a category change). Field values themselves update by normalization (Event:<id>).
 */
export function placeEventInLists(cache: ApolloCache, event: EventFieldsFragment): void {
  const ref = cache.writeFragment({ fragment: EventFields, data: event });
  if (!ref) return;
  cache.modify<{ events: readonly Reference[] }>({
    fields: {
      events(existing, { storeFieldName, readField }) {
        const others = existing.filter((item) => readField<string>('id', item) !== event.id);
        if (!shows(fieldArgs<CalendarEventsQueryVariables>(storeFieldName).calendars, event.extendedProps.calendar)) return others.length === existing.length ? existing : others;
        const start = (item: Reference) => Date.parse(readField<string>('start', item) ?? '');
        return [...others, ref].sort((a, b) => start(a) - start(b) || Number(readField<string>('id', a)) - Number(readField<string>('id', b)));
      },
    },
  });
}

/** After a removal: out of every list, then out of the cache. */
export function removeEventFromLists(cache: ApolloCache, id: string): void {
  cache.modify<{ events: readonly Reference[] }>({
    fields: {
      events: (existing, { readField }) => existing.filter((item) => readField<string>('id', item) !== id),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Event', id }) });
  cache.gc();
}
