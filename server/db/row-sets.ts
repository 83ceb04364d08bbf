import { isDeepStrictEqual } from 'node:util';
import { CamelCasePlugin, sql, type Transaction } from 'kysely';
import type { Database } from './database.js';

/** The column name of a field exactly as the connection's CamelCasePlugin writes it (server/db/connection.ts). */
class ColumnNames extends CamelCasePlugin {
  column(field: string): string {
    return this.snakeCase(field);
  }
}

const names = new ColumnNames();
const columns = new Map<string, string>();

/** A field's column, spelled once per field for the process (a chunk names each field a thousand times). */
function columnOf(field: string): string {
  let column = columns.get(field);
  if (column === undefined) columns.set(field, (column = names.column(field)));
  return column;
}

/** The rows' `fields` as one JSON array keyed by column name: `json_populate_recordset` reads it back with the table's own types. */
function asJson(rows: readonly object[], fields: readonly string[]): string {
  return JSON.stringify(
    rows.map((row) => {
      const json: Record<string, unknown> = {};
      for (const field of fields) json[columnOf(field)] = (row as Record<string, unknown>)[field];
      return json;
    }),
  );
}

/**
 * The rows as the relation `r`, typed by the table's own columns. The parameter is `json`, not `jsonb`: it is read
 * once, field by field, so building jsonb's binary form first was wasted (docs/bulk-changes.md).
 */
const rowsOf = (table: string, rows: readonly object[], fields: readonly string[]) =>
  sql`json_populate_recordset(NULL::${sql.table(table)}, ${asJson(rows, fields)}::json) AS r`;

type Fields<T extends keyof Database & string> = ReadonlyArray<keyof Database[T] & string>;

/** `id`, the key, and the fields some row of the set changes. */
function changedFields(fields: readonly string[], rows: ReadonlyArray<{ before: object | null; after: object }>): string[] {
  const changed = fields.filter(
    (field) =>
      field !== 'id' &&
      // A jsonb column reads back with its keys in PostgreSQL's order: compared whatever the order.
      rows.some(({ before, after }) => {
        if (!before) return true;
        const was = (before as Record<string, unknown>)[field];
        const is = (after as Record<string, unknown>)[field];
        return was !== is && !isDeepStrictEqual(was, is);
      }),
  );
  return ['id', ...changed];
}

/**
 * Each row as it is `after` the write, where its `id` matches: a chunk of a bulk change costs one round trip and one
 * statement's triggers (the statement-level counts of server/db/meta.ts) instead of one of each per row. Only the
 * `fields` that differ from the row `before` in some row of the set are sent and set: a chunk that flips one flag
 * writes that flag and the version stamp, not every column (a third less time for a bulk change of tasks). Call
 * inside the transaction that read the rows under lock.
 */
export async function updateRows<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  fields: Fields<T>,
  rows: ReadonlyArray<{ before: object | null; after: object }>,
): Promise<void> {
  if (rows.length === 0) return;
  const changed = changedFields(fields, rows);
  // Nothing but the key: every row already holds what it would be set to.
  if (changed.length === 1) return;
  const set = sql.join(changed.filter((field) => field !== 'id').map((field) => sql`${sql.id(field)} = r.${sql.id(field)}`));
  const after = rows.map((row) => row.after);
  await sql`UPDATE ${sql.table(table)} AS t SET ${set} FROM ${rowsOf(table, after, changed)} WHERE t.id = r.id`.execute(trx);
}

/** The rows inserted (their `fields`) with one statement; call inside the write's transaction. */
export async function insertRows<T extends keyof Database & string>(trx: Transaction<Database>, table: T, fields: Fields<T>, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columnList = sql.join(fields.map((field) => sql.id(field)));
  const values = sql.join(fields.map((field) => sql`r.${sql.id(field)}`));
  await sql`INSERT INTO ${sql.table(table)} (${columnList}) SELECT ${values} FROM ${rowsOf(table, rows, fields)}`.execute(trx);
}
