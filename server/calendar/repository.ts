import type { WriteContext } from '../common/record-versions.js';
import type { CalendarCategory, EventChanges, EventRecord, NewEvent } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    calendar: CalendarRepository;
  }
}

/**
 * Owner of the calendar's events (shared by every account): the category filter, validation (rules.ts),
 * add, change with versions, and removal. Two stores implement it (memory-repository.ts,
 * postgres-repository.ts); tests/calendar/contract.test.ts pins that both answer alike.
 */
export interface CalendarRepository {
  /** Events of the given calendars (all when none is given; an empty list selects none), by start, then id. */
  list(calendars?: readonly CalendarCategory[]): Promise<EventRecord[]>;
  /** Timed (not all-day) events starting after `from` and at or before `to`, by start: what reminders look at. */
  startingBetween(from: string, to: string): Promise<EventRecord[]>;
  /** Throws NotFoundError for an unknown id. */
  find(id: number): Promise<EventRecord>;
  /** A new event, id = maximum + 1, version 1. */
  add(input: NewEvent, write?: WriteContext): Promise<EventRecord>;
  /**
   * Changes only the fields given (extendedProps field by field) and bumps the version; an unknown id changes
   * nothing (NotFoundError), nor does a stale `version` (StaleVersionError). Without one the last write wins.
   */
  update(id: number, changes: EventChanges, write?: WriteContext): Promise<EventRecord>;
  /** Removes and answers the event; NotFoundError for an unknown id. */
  remove(id: number): Promise<EventRecord>;
  /** Brings a removed event back with its id and fields (a restore, server/audit/); ConflictError when the id is taken. */
  reinstate(event: EventRecord, write?: WriteContext): Promise<EventRecord>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const calendarMethods = {
  list: 'read',
  startingBetween: 'read',
  find: 'read',
  add: 'write',
  update: 'write',
  remove: 'write',
  reinstate: 'write',
} as const satisfies MethodKinds<CalendarRepository>;
