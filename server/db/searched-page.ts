import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from './connection.js';
import type { Database } from './database.js';

/**
 * One page of a searched list and how many rows match, in one pass over the matches: a search's total
 * has to read every match anyway (no count is kept per needle), so the same read also gives the page's
 * ids by a top-N sort, instead of counting first and then walking or sorting the matches again. The
 * matches are materialized first (the trigram index finds them); left to itself the planner walks the
 * sort order's index through the whole table for the LIMIT, not seeing that the count needs every row.
 * Only ids and `keys` (what `orderBy` reads) are carried; the caller reads the page's rows by id.
 */
export async function searchedPage<T extends keyof Database, K extends string>(
  db: Db,
  matching: SelectQueryBuilder<Database, T, object>,
  keys: readonly K[],
  orderBy: RawBuilder<unknown>,
  perPage: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const matches = (matching as SelectQueryBuilder<Database, T, object>).select(keys as never);
  const { rows } = await sql<{ id: number; total: number }>`
    WITH matches AS MATERIALIZED (${matches})
    SELECT id, count(*) OVER () AS total FROM matches ORDER BY ${orderBy} LIMIT ${perPage} OFFSET ${offset}`.execute(db);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0].total) };
  const { total } = await matching.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { ids: [], total: Number(total) };
}

/** Rows read by id, put back in the ids' order. */
export function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
