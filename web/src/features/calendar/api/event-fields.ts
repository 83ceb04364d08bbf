import { graphql } from '../../../__generated__/gql';

/** Every field of an event: the calendar renders them and the drawer edits them. */
export const EventFields = graphql(`
  fragment EventFields on Event {
    id
    url
    title
    start
    end
    allDay
    version
    updatedBy
    updatedAt
    extendedProps {
      calendar
      guests
      location
      description
    }
  }
`);
