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

/**
 * Writes many rows of a table in one statement, each row's `fields` set where its `id` matches: a chunk of a bulk
 * change costs one round trip and one statement's triggers (the statement-level counts of server/db/meta.ts) instead
 * of one of each per row. Call inside the transaction that read the rows under lock.
 */
export async function updateRows<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  fields: ReadonlyArray<keyof Database[T] & string>,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const set = sql.join(fields.filter((field) => field !== 'id').map((field) => sql`${sql.id(field)} = r.${sql.id(field)}`));
  await sql`UPDATE ${sql.table(table)} AS t SET ${set}
    FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${asJson(rows)}::jsonb) AS r
    WHERE t.id = r.id`.execute(trx);
}

/** Inserts many rows of a table in one statement (their `fields`, typed by the table's own columns). */
export async function insertRows<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  fields: ReadonlyArray<keyof Database[T] & string>,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(fields.map((field) => sql.id(field)));
  const values = sql.join(fields.map((field) => sql`r.${sql.id(field)}`));
  await sql`INSERT INTO ${sql.table(table)} (${columns})
    SELECT ${values} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${asJson(rows)}::jsonb) AS r`.execute(trx);
}
