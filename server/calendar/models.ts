import type { VersionStamp } from '../common/errors.js';

/** The calendar domain's records (spec section 3, "Calendar event"). */
export const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarCategory = (typeof CALENDARS)[number];

export interface EventExtendedProps {
  calendar: CalendarCategory;
  /** Names or e-mail addresses of the people invited. */
  guests: string[];
  location: string;
  description: string;
}

/** An event's own fields, as the seed gives them; shaped as FullCalendar reads it. */
export interface EventFields {
  id: number;
  /** A link to open instead of the editor; '' when there is none. */
  url: string;
  title: string;
  /** ISO-8601 date-times (UTC); an all-day event ends at the midnight after its last day. */
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: EventExtendedProps;
}

/** An event as stored and answered: its fields and its version (1 at create, +1 per write), who wrote it last and when. */
export interface EventRecord extends EventFields, VersionStamp {}

export interface EventChanges {
  title?: string;
  start?: string;
  end?: string;
  allDay?: boolean;
  url?: string;
  extendedProps?: Partial<EventExtendedProps>;
}

export interface NewEvent extends EventChanges {
  title: string;
  start: string;
  end: string;
  extendedProps: Partial<EventExtendedProps> & { calendar: CalendarCategory };
}

/** Seed of the calendar domain (spec section 3, "Calendar event"): the epoch's month and the next. */
export interface CalendarSeed {
  events: EventFields[];
}
