import type { CalendarSeed } from '../../seed/calendar.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import { CALENDARS, type CalendarCategory, type EventChanges, type EventRecord, type NewEvent } from './models.js';

export const LIMITS = { title: 200, location: 200, description: 5_000, url: 2_048, guest: 100, guests: 50 } as const;

function copy(event: EventRecord): EventRecord {
  return { ...event, extendedProps: { ...event.extendedProps, guests: [...event.extendedProps.guests] } };
}

function byStart(a: EventRecord, b: EventRecord): number {
  return Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;
}

/** Owner of the calendar's events: the category filter, validation, add, change and removal. */
export class CalendarRepository {
  private events: EventRecord[];

  // Calendar rules do not depend on the time: every date is given by the caller.
  constructor(seed: CalendarSeed, _clock: Clock) {
    this.events = seed.events.map(copy);
  }

  /** Events of the given calendars (all when none is given; an empty list selects none), by start. */
  list(calendars?: readonly CalendarCategory[]): EventRecord[] {
    const rows = calendars ? this.events.filter((e) => calendars.includes(e.extendedProps.calendar)) : this.events;
    return [...rows].sort(byStart).map(copy);
  }

  find(id: number): EventRecord {
    const event = this.events.find((e) => e.id === id);
    if (!event) throw new NotFoundError(`Event ${id} not found`);
    return copy(event);
  }

  add(input: NewEvent): EventRecord {
    const base: EventRecord = {
      id: this.events.reduce((max, e) => Math.max(max, e.id), 0) + 1,
      url: '',
      title: '',
      start: '',
      end: '',
      allDay: false,
      extendedProps: { calendar: input.extendedProps.calendar, guests: [], location: '', description: '' },
    };
    const event = this.apply(base, input);
    this.events.push(event);
    return copy(event);
  }

  /** Changes only the fields given (extendedProps field by field); an unknown id changes nothing. */
  update(id: number, changes: EventChanges): EventRecord {
    const event = this.apply(this.find(id), changes);
    this.events = this.events.map((e) => (e.id === id ? event : e));
    return copy(event);
  }

  remove(id: number): EventRecord {
    const event = this.find(id);
    this.events = this.events.filter((e) => e.id !== id);
    return event;
  }

  /** Validates the whole result before it is stored, so a refused change leaves no trace. */
  private apply(base: EventRecord, changes: EventChanges): EventRecord {
    const next = copy(base);
    if (changes.title !== undefined) next.title = this.title(changes.title);
    if (changes.start !== undefined) next.start = this.date(changes.start, 'start');
    if (changes.end !== undefined) next.end = this.date(changes.end, 'end');
    if (changes.allDay !== undefined) next.allDay = changes.allDay;
    if (changes.url !== undefined) next.url = this.url(changes.url);
    const props = changes.extendedProps ?? {};
    if (props.calendar !== undefined) next.extendedProps.calendar = this.calendar(props.calendar);
    if (props.guests !== undefined) next.extendedProps.guests = this.guests(props.guests);
    if (props.location !== undefined) next.extendedProps.location = this.text(props.location, 'location', LIMITS.location);
    if (props.description !== undefined) {
      next.extendedProps.description = this.text(props.description, 'description', LIMITS.description);
    }
    if (Date.parse(next.start) > Date.parse(next.end)) throw new InvalidInputError('end must not be before start');
    return next;
  }

  private title(value: string): string {
    const title = value.trim();
    if (title === '') throw new InvalidInputError('title must not be empty');
    return this.text(title, 'title', LIMITS.title);
  }

  private text(value: string, field: string, max: number): string {
    if (value.length > max) throw new InvalidInputError(`${field} must be at most ${max} characters`);
    return value;
  }

  private date(value: string, field: string): string {
    const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) throw new InvalidInputError(`${field} must be an ISO-8601 date`);
    return new Date(time).toISOString();
  }

  private url(value: string): string {
    if (value === '') return '';
    this.text(value, 'url', LIMITS.url);
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
      throw new InvalidInputError('url must be an http(s) address or empty');
    }
    return value;
  }

  private calendar(value: string): CalendarCategory {
    const calendar = CALENDARS.find((c) => c === value);
    if (!calendar) throw new InvalidInputError(`calendar must be one of ${CALENDARS.join(', ')}`);
    return calendar;
  }

  private guests(values: readonly string[]): string[] {
    if (values.length > LIMITS.guests) throw new InvalidInputError(`at most ${LIMITS.guests} guests`);
    return values.map((guest) => {
      const name = guest.trim();
      if (name === '') throw new InvalidInputError('a guest must not be empty');
      return this.text(name, 'guest', LIMITS.guest);
    });
  }
}
