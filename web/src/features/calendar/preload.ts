import type { RouteTarget } from '../../lib/routing/types';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { EventsQuery } from './api/events-query';
import { CALENDAR_FILTERS, calendarsArg } from './hooks/use-calendar-filters';

/** The route's data, started with the navigation (its own chunk, loaded beside the page's). */
export function preloadEvents({ searchParams }: RouteTarget): void {
  preloadQuery(EventsQuery, { calendars: calendarsArg(readUrlState(CALENDAR_FILTERS, searchParams).selected) });
}
