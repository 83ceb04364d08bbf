import { InvalidInputError } from '../common/errors.js';
import { CALENDARS, type CalendarCategory, type EventChanges, type EventFields } from './models.js';

/**
 * The calendar rules that do not depend on where events live, shared by both stores: what a change may
 * set, checked on the whole result before anything is written.
 */

export const LIMITS = { title: 200, location: 200, description: 5_000, url: 2_048, guest: 100, guests: 50 } as const;

/** A new event of the category before its fields are applied. */
export function blankEvent(id: number, calendar: CalendarCategory): EventFields {
  return { id, url: '', title: '', start: '', end: '', allDay: false, extendedProps: { calendar, guests: [], location: '', description: '' } };
}

function text(value: string, field: string, max: number): string {
  if (value.length > max) throw new InvalidInputError(`${field} must be at most ${max} characters`);
  return value;
}

function title(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new InvalidInputError('title must not be empty');
  return text(trimmed, 'title', LIMITS.title);
}

function date(value: string, field: string): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw new InvalidInputError(`${field} must be an ISO-8601 date`);
  return new Date(time).toISOString();
}

function url(value: string): string {
  if (value === '') return '';
  text(value, 'url', LIMITS.url);
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new InvalidInputError('url must be an http(s) address or empty');
  return value;
}

function calendar(value: string): CalendarCategory {
  const found = CALENDARS.find((c) => c === value);
  if (!found) throw new InvalidInputError(`calendar must be one of ${CALENDARS.join(', ')}`);
  return found;
}

function guests(values: readonly string[]): string[] {
  if (values.length > LIMITS.guests) throw new InvalidInputError(`at most ${LIMITS.guests} guests`);
  return values.map((guest) => {
    const name = guest.trim();
    if (name === '') throw new InvalidInputError('a guest must not be empty');
    return text(name, 'guest', LIMITS.guest);
  });
}

/** The event after the change (extendedProps field by field); the whole result is checked, so a refused change leaves no trace. */
export function applyEventChanges<T extends EventFields>(base: T, changes: EventChanges): T {
  const next: T = { ...base, extendedProps: { ...base.extendedProps, guests: [...base.extendedProps.guests] } };
  if (changes.title !== undefined) next.title = title(changes.title);
  if (changes.start !== undefined) next.start = date(changes.start, 'start');
  if (changes.end !== undefined) next.end = date(changes.end, 'end');
  if (changes.allDay !== undefined) next.allDay = changes.allDay;
  if (changes.url !== undefined) next.url = url(changes.url);
  const props = changes.extendedProps ?? {};
  if (props.calendar !== undefined) next.extendedProps.calendar = calendar(props.calendar);
  if (props.guests !== undefined) next.extendedProps.guests = guests(props.guests);
  if (props.location !== undefined) next.extendedProps.location = text(props.location, 'location', LIMITS.location);
  if (props.description !== undefined) next.extendedProps.description = text(props.description, 'description', LIMITS.description);
  if (Date.parse(next.start) > Date.parse(next.end)) throw new InvalidInputError('end must not be before start');
  return next;
}
