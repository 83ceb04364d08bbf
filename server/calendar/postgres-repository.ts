import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import type { Db } from '../db/connection.js';
import { auditBefore } from '../audit/trail.js';
import { inTransaction, nextId, writeLocked } from '../db/queries.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import type { CalendarCategory, EventChanges, EventRecord, NewEvent } from './models.js';
import type { CalendarRepository } from './repository.js';
import { applyEventChanges, blankEvent } from './rules.js';
import { eventRecord, eventRow } from './tables.js';
import type { Clock } from '../common/clock.js';

/** The calendar's events in PostgreSQL (table `calendar_events`: server/calendar/tables.ts). */
export class PostgresCalendarRepository implements CalendarRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(calendars?: readonly CalendarCategory[]): Promise<EventRecord[]> {
    if (calendars?.length === 0) return [];
    let rows = this.db.selectFrom('calendarEvents').selectAll();
    if (calendars) rows = rows.where('calendar', 'in', calendars);
    return (await rows.orderBy('start').orderBy('id').execute()).map(eventRecord);
  }

  async startingBetween(from: string, to: string): Promise<EventRecord[]> {
    const rows = await this.db
      .selectFrom('calendarEvents')
      .selectAll()
      .where('allDay', '=', false)
      .where('start', '>', from)
      .where('start', '<=', to)
      .orderBy('start')
      .orderBy('id')
      .execute();
    return rows.map(eventRecord);
  }

  async find(id: number): Promise<EventRecord> {
    const row = await this.db.selectFrom('calendarEvents').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`Event ${id} not found`);
    return eventRecord(row);
  }

  async add(input: NewEvent, write: WriteContext = {}): Promise<EventRecord> {
    return writeLocked(this.db, 'calendarEvents', async (trx) => {
      const fields = applyEventChanges(blankEvent(await nextId(trx, 'calendarEvents'), input.extendedProps.calendar), input);
      const event: EventRecord = { ...fields, ...firstStamp(write.actor ?? null, this.clock().toISOString()) };
      await trx.insertInto('calendarEvents').values(eventRow(event)).execute();
      return event;
    });
  }

  async update(id: number, changes: EventChanges, write: WriteContext = {}): Promise<EventRecord> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx.selectFrom('calendarEvents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new NotFoundError(`Event ${id} not found`);
      const current = eventRecord(row);
      checkVersion(`Event ${id}`, current, write.version);
      auditBefore(current);
      const event: EventRecord = { ...applyEventChanges(current, changes), ...nextStamp(current, write, this.clock()) };
      await trx.updateTable('calendarEvents').set(eventRow(event)).where('id', '=', id).execute();
      return event;
    });
  }

  async remove(id: number): Promise<EventRecord> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx.deleteFrom('calendarEvents').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) throw new NotFoundError(`Event ${id} not found`);
      return eventRecord(row);
    });
  }

  async reinstate(event: EventRecord, write: WriteContext = {}): Promise<EventRecord> {
    const restored: EventRecord = { ...applyEventChanges(blankEvent(event.id, event.extendedProps.calendar), event), ...nextStamp(event, write, this.clock()) };
    return writeLocked(this.db, 'calendarEvents', async (trx) => {
      if (await trx.selectFrom('calendarEvents').select('id').where('id', '=', event.id).executeTakeFirst()) throw new ConflictError(`Event ${event.id} exists`);
      await trx.insertInto('calendarEvents').values(eventRow(restored)).execute();
      return restored;
    });
  }
}
