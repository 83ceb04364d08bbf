import { CamelCasePlugin, sql, type Transaction } from 'kysely';
import type { Database } from './database.js';

/** The column name of a field exactly as the connection's CamelCasePlugin writes it (server/db/connection.ts). */
class ColumnNames extends CamelCasePlugin {
  column(field: string): string {
    return this.snakeCase(field);
  }
}

const names = new ColumnNames();

/** Rows as one JSON array keyed by column name: `jsonb_populate_recordset` reads it back with the table's own types. */
function asJson(rows: readonly object[]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row).map(([field, value]) => [names.column(field), value]))));
}

/** Writes `rows` of `table` (their `fields`) with one statement; call inside the write's transaction. */
type RowSetWrite = <T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  fields: ReadonlyArray<keyof Database[T] & string>,
  rows: readonly object[],
) => Promise<void>;

/** The rows as the relation `r`, typed by the table's own columns. */
const rowsOf = (table: string, rows: readonly object[]) => sql`jsonb_populate_recordset(NULL::${sql.table(table)}, ${asJson(rows)}::jsonb) AS r`;

/**
 * Each row's `fields` set where its `id` matches: a chunk of a bulk change costs one round trip and one statement's
 * triggers (the statement-level counts of server/db/meta.ts) instead of one of each per row. Call inside the
 * transaction that read the rows under lock.
 */
export const updateRows: RowSetWrite = async (trx, table, fields, rows) => {
  if (rows.length === 0) return;
  const set = sql.join(fields.filter((field) => field !== 'id').map((field) => sql`${sql.id(field)} = r.${sql.id(field)}`));
  await sql`UPDATE ${sql.table(table)} AS t SET ${set} FROM ${rowsOf(table, rows)} WHERE t.id = r.id`.execute(trx);
};

/** The rows inserted. */
export const insertRows: RowSetWrite = async (trx, table, fields, rows) => {
  if (rows.length === 0) return;
  const columns = sql.join(fields.map((field) => sql.id(field)));
  const values = sql.join(fields.map((field) => sql`r.${sql.id(field)}`));
  await sql`INSERT INTO ${sql.table(table)} (${columns}) SELECT ${values} FROM ${rowsOf(table, rows)}`.execute(trx);
};
