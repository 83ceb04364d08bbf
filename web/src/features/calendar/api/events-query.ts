import { graphql } from '../../../__generated__/gql';

/** Events of the checked categories (all when omitted, none for an empty list). */
export const EventsQuery = graphql(`
  query CalendarEvents($calendars: [CalendarCategory!]) {
    events(calendars: $calendars) {
      ...EventFields
    }
  }
`);
