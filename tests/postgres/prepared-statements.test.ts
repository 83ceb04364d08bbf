import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, prepared } from '../../server/db/connection.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/** Statements run with nearly every write are prepared once per connection (server/db/connection.ts `prepared`). */
const schema = uniqueSchema();
const db = connect(DATABASE_URL as string, { schema, max: 1 });

afterAll(async () => {
  await db.destroy();
  await dropSchema(schema);
});

describe('named prepared statements', () => {
  it('a prepared text runs by its name on the connection, with its parameters, and other texts stay unnamed', async () => {
    await db.schema.createSchema(schema).ifNotExists().execute();
    const text = 'SELECT $1::integer + $2::integer AS sum';
    for (const [a, b] of [[1, 2], [40, 2]]) {
      const { rows } = await db.executeQuery(prepared<{ sum: number }>('test_sum', text, [a, b]));
      expect(rows).toEqual([{ sum: a + b }]);
    }
    const { rows } = await sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(db);
    expect(rows).toEqual([{ name: 'test_sum', statement: text }]);
  });

  it('refuses a second name for a text already prepared', () => {
    expect(() => prepared('test_sum_again', 'SELECT $1::integer + $2::integer AS sum', [1, 2])).toThrow(/prepared already as test_sum/);
  });
});
