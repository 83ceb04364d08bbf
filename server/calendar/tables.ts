import { sql, type Kysely, type Transaction } from 'kysely';
import { firstStamp } from '../common/record-versions.js';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import type { EventExtendedProps, EventRecord, CalendarSeed } from './models.js';

declare module '../db/database.js' {
  interface Database extends CalendarTables {}
}

export interface CalendarTables {
  /** Events with their extendedProps as columns of their own. */
  calendarEvents: Omit<EventRecord, 'extendedProps'> & EventExtendedProps;
}

type EventRow = CalendarTables['calendarEvents'];

export function eventRow({ extendedProps, ...event }: EventRecord): EventRow {
  return { ...event, ...extendedProps };
}

export function eventRecord({ calendar, guests, location, description, ...event }: EventRow): EventRecord {
  return { ...event, extendedProps: { calendar, guests, location, description } };
}

export const calendarMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('calendar_events')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('start', 'timestamptz', (c) => c.notNull())
      .addColumn('end', 'timestamptz', (c) => c.notNull())
      .addColumn('all_day', 'boolean', (c) => c.notNull())
      .addColumn('calendar', 'text', (c) => c.notNull())
      .addColumn('guests', sql`text[]`, (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'timestamptz')
      .execute();
    // The calendar view and the reminder sweep both read by start.
    await sql`CREATE INDEX calendar_events_by_start ON calendar_events (start, id)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('calendar_events').execute();
  },
};

/** The seed's events, each at version 1. */
export async function seedCalendarTables(trx: Transaction<Database>, seed: CalendarSeed): Promise<void> {
  const rows = seed.events.map((event) => eventRow({ ...event, ...firstStamp() }));
  await insertInBatches(rows, (batch) => trx.insertInto('calendarEvents').values(batch).execute());
}
