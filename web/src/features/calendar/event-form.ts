import { addDays, format } from 'date-fns';
import type { CalendarCategory, EventFieldsFragment, EventInput } from '../../__generated__/graphql';
import { TITLE_MAX } from './calendar-meta';

/** What the drawer edits. Dates are DateInput's local "yyyy-MM-ddTHH:mm:ss"; an all-day end is the last day itself. */
export interface EventForm {
  title: string;
  calendar: CalendarCategory;
  start: string | null;
  end: string | null;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

export type EventFormErrors = Partial<Record<'title' | 'start' | 'end' | 'url', string>>;

const LOCAL = "yyyy-MM-dd'T'HH:mm:ss";
const DAY_MS = 86_400_000;

// All-day events are whole UTC days on the server (they start and end at UTC midnight, the end
// being the midnight after the last day), so their dates are read and written in UTC, never shifted
// by the browser's zone.
function utcDay(iso: string): string {
  return `${iso.slice(0, 10)}T00:00:00`;
}

export function formFromEvent(event: EventFieldsFragment): EventForm {
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    start: event.allDay ? utcDay(event.start) : format(new Date(event.start), LOCAL),
    end: event.allDay ? utcDay(new Date(Math.max(Date.parse(event.end) - DAY_MS, Date.parse(event.start))).toISOString()) : format(new Date(event.end), LOCAL),
    allDay: event.allDay,
    url: event.url ?? '',
    guests: [...event.extendedProps.guests],
    location: event.extendedProps.location,
    description: event.extendedProps.description,
  };
}

/** A new event on `day` (a clicked cell or today): all day from a month cell, else an hour from 09:00. */
export function blankForm(day: Date, allDay: boolean, hasTime = false): EventForm {
  const start = hasTime ? day : new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9);
  return {
    title: '',
    calendar: 'Business',
    start: allDay ? format(day, "yyyy-MM-dd'T'00:00:00") : format(start, LOCAL),
    end: allDay ? format(day, "yyyy-MM-dd'T'00:00:00") : format(new Date(start.getTime() + 3_600_000), LOCAL),
    allDay,
    url: '',
    guests: [],
    location: '',
    description: '',
  };
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Server times of the form's dates: all-day as UTC midnights (end exclusive), timed from local time. */
export function timesOf(form: Pick<EventForm, 'start' | 'end' | 'allDay'>): { start: string; end: string } | null {
  if (!form.start || !form.end) return null;
  if (form.allDay) {
    const start = `${form.start.slice(0, 10)}T00:00:00.000Z`;
    const end = addDays(new Date(`${form.end.slice(0, 10)}T00:00:00.000Z`), 1).toISOString();
    return { start, end };
  }
  return { start: new Date(form.start).toISOString(), end: new Date(form.end).toISOString() };
}

export function validateEvent(form: EventForm, t: (key: string, options?: Record<string, unknown>) => string): EventFormErrors {
  const errors: EventFormErrors = {};
  const title = form.title.trim();
  if (!title) errors.title = t('form.errors.titleRequired');
  else if (title.length > TITLE_MAX) errors.title = t('form.errors.titleLong', { max: TITLE_MAX });
  if (!form.start || Number.isNaN(Date.parse(form.start))) errors.start = t('form.errors.date');
  if (!form.end || Number.isNaN(Date.parse(form.end))) errors.end = t('form.errors.date');
  if (!errors.start && !errors.end && form.start && form.end) {
    // An all-day end is the last day itself, so compare the days; timed events compare instants.
    const endsEarly = form.allDay ? form.end.slice(0, 10) < form.start.slice(0, 10) : Date.parse(form.end) < Date.parse(form.start);
    if (endsEarly) errors.end = t('form.errors.endBeforeStart');
  }
  if (form.url.trim() && !isHttpUrl(form.url.trim())) errors.url = t('form.errors.url');
  return errors;
}

export function inputOf(form: EventForm): EventInput | null {
  const times = timesOf(form);
  if (!times) return null;
  return {
    title: form.title.trim(),
    start: times.start,
    end: times.end,
    allDay: form.allDay,
    url: form.url.trim() || null,
    extendedProps: {
      calendar: form.calendar,
      guests: form.guests,
      location: form.location.trim(),
      description: form.description.trim(),
    },
  };
}
