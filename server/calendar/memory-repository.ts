import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import { auditBefore } from '../audit/trail.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import type { CalendarCategory, EventChanges, EventFields, EventRecord, NewEvent, CalendarSeed } from './models.js';
import type { CalendarRepository } from './repository.js';
import { applyEventChanges, blankEvent } from './rules.js';
import type { Clock } from '../common/clock.js';

function copy(event: EventRecord): EventRecord {
  return { ...event, extendedProps: { ...event.extendedProps, guests: [...event.extendedProps.guests] } };
}

function byStart(a: EventRecord, b: EventRecord): number {
  return Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;
}

/** The calendar's events in this process's memory: the default store, seeded on every start. */
export class MemoryCalendarRepository implements CalendarRepository {
  private events: EventRecord[];

  constructor(
    seed: CalendarSeed,
    private readonly clock: Clock,
  ) {
    this.events = seed.events.map((event: EventFields | EventRecord) => copy('version' in event ? event : { ...event, ...firstStamp() }));
  }

  async list(calendars?: readonly CalendarCategory[]): Promise<EventRecord[]> {
    const rows = calendars ? this.events.filter((e) => calendars.includes(e.extendedProps.calendar)) : this.events;
    return [...rows].sort(byStart).map(copy);
  }

  async startingBetween(from: string, to: string): Promise<EventRecord[]> {
    const [after, until] = [Date.parse(from), Date.parse(to)];
    return (await this.list()).filter((e) => !e.allDay && Date.parse(e.start) > after && Date.parse(e.start) <= until);
  }

  async find(id: number): Promise<EventRecord> {
    const event = this.events.find((e) => e.id === id);
    if (!event) throw new NotFoundError(`Event ${id} not found`);
    return copy(event);
  }

  async add(input: NewEvent, write: WriteContext = {}): Promise<EventRecord> {
    const id = this.events.reduce((max, e) => Math.max(max, e.id), 0) + 1;
    const fields = applyEventChanges(blankEvent(id, input.extendedProps.calendar), input);
    const event: EventRecord = { ...fields, ...firstStamp(write.actor ?? null, this.clock().toISOString()) };
    this.events.push(event);
    return copy(event);
  }

  async update(id: number, changes: EventChanges, write: WriteContext = {}): Promise<EventRecord> {
    const current = await this.find(id);
    checkVersion(`Event ${id}`, current, write.version);
    auditBefore(current);
    const event: EventRecord = { ...applyEventChanges(current, changes), ...nextStamp(current, write, this.clock()) };
    this.events = this.events.map((e) => (e.id === id ? event : e));
    return copy(event);
  }

  async remove(id: number): Promise<EventRecord> {
    const event = await this.find(id);
    this.events = this.events.filter((e) => e.id !== id);
    return event;
  }

  async reinstate(event: EventRecord, write: WriteContext = {}): Promise<EventRecord> {
    if (this.events.some((e) => e.id === event.id)) throw new ConflictError(`Event ${event.id} exists`);
    const restored: EventRecord = { ...applyEventChanges(blankEvent(event.id, event.extendedProps.calendar), event), ...nextStamp(event, write, this.clock()) };
    this.events.push(restored);
    return copy(restored);
  }
}
