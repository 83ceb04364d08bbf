import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, isoTimestamp } from '../../server/db/connection.js';
import { DATABASE_URL } from '../stores/support.js';

/** Timestamps read back as ISO-8601 text with milliseconds (server/db/connection.ts `isoTimestamp`), whatever the session's zone. */
const db = connect(DATABASE_URL as string, { max: 1 });

afterAll(async () => {
  await db.destroy();
});

/** Moments with every length of fraction PostgreSQL writes, none, and dates far from today. */
const MOMENTS = [
  '2026-11-29T20:08:29.921Z',
  '2026-11-29T20:08:29.9Z',
  '2026-11-29T20:08:29.12Z',
  '2026-11-29T20:08:29.1234Z',
  '2026-11-29T20:08:29.12345Z',
  '2026-11-29T20:08:29.999999Z',
  '2026-10-12T17:00:00Z',
  '1970-01-01T00:00:00Z',
  '1950-06-30T23:59:59.5Z',
  '2999-02-28T12:00:00.000001Z',
];

describe('timestamps read from PostgreSQL', () => {
  for (const zone of ['UTC', 'Europe/Moscow', 'America/St_Johns']) {
    it(`reads timestamptz written in ${zone} as the instant it is, to the millisecond, as Date reads the same text`, async () => {
      await db.connection().execute(async (one) => {
        await sql`SELECT set_config('TimeZone', ${zone}, false)`.execute(one);
        for (const moment of MOMENTS) {
          const { rows } = await sql<{ read: string; text: string }>`SELECT ${moment}::timestamptz AS read, ${moment}::timestamptz::text AS text`.execute(one);
          expect(rows[0].read).toBe(new Date(rows[0].text).toISOString());
          // Sub-millisecond digits are dropped, as Date drops them.
          expect(rows[0].read).toBe(`${moment.slice(0, 19)}.${(moment.slice(20, -1) || '').padEnd(3, '0').slice(0, 3)}Z`);
        }
        await sql`RESET TimeZone`.execute(one);
      });
    });
  }

  it('sends text it does not know the shape of through Date, failing alike', () => {
    expect(isoTimestamp('2026-11-29 20:08:29.921+03')).toBe('2026-11-29T17:08:29.921Z');
    expect(() => isoTimestamp('infinity')).toThrow(RangeError);
  });
});
