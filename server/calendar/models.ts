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

/** Shaped as FullCalendar reads it, so the REST answer is the record itself. */
export interface EventRecord {
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
