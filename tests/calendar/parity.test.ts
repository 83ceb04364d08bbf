import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../server/calendar/models.js';
import { useParity } from '../helper.js';

const { rest: restAsAdmin, gql: graphqlAsAdmin } = useParity();

/** The REST answer is the record itself. */
type RestEvent = EventRecord;

describe('calendar: REST and GraphQL agree', () => {
  it.each([
    ['', undefined],
    ['calendars=Business', ['Business']],
    ['calendars=Holiday&calendars=Family', ['Holiday', 'Family']],
    ['calendars=Personal,ETC,Business', ['Personal', 'ETC', 'Business']],
    ['calendars=', []],
  ])('events for "%s"', async (query, calendars) => {
    const rest = (await restAsAdmin({ method: 'GET', url: `/apps/calendar/events?${query}` })).json() as RestEvent[];
    const gql = await graphqlAsAdmin<{ events: (Omit<RestEvent, 'id' | 'url'> & { id: string; url: string | null })[] }>(
      `query($calendars: [CalendarCategory!]) {
        events(calendars: $calendars) { id url title start end allDay extendedProps { calendar guests location description } }
      }`,
      calendars === undefined ? {} : { calendars },
    );
    expect(gql.data?.events).toEqual(rest.map((e) => ({ ...e, id: String(e.id), url: e.url === '' ? null : e.url })));
  });
});
