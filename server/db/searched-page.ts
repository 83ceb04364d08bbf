import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from './connection.js';
import { countMatches, tableRows, type RowFilter } from './queries.js';
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

/**
 * One page of a searched list: a search of up to EXACT_TOTAL_UP_TO matches is counted exactly and its page
 * sorted in the same pass (`searchedPage`); a larger one is estimated (`countMatches`: counting 100,000
 * matches at a million rows took 160 ms) and its page read by walking the sort order, where matches are
 * common. When the order reads a searched column (`correlated`: tasks by title), the matches may all sit
 * at the far end of the order, so the ids of the matches are sorted instead.
 */
export async function searchedListPage<T extends keyof Database & string>(
  db: Db,
  table: T,
  filter: RowFilter<T>,
  page: { keys: readonly string[]; orderBy: RawBuilder<unknown>; perPage: number; offset: number; correlated: boolean },
): Promise<{ ids: number[]; total: number; totalEstimated: boolean }> {
  const { keys, orderBy, perPage, offset, correlated } = page;
  const matching = () => db.selectFrom(table as never).where(filter as never) as unknown as SelectQueryBuilder<Database, T, object>;
  const { total, estimated } = await countMatches(db, table, filter, await tableRows(db, table));
  if (!estimated) return { ...(await searchedPage(db, matching(), keys, orderBy, perPage, offset)), totalEstimated: false };
  if (offset >= total) return { ids: [], total, totalEstimated: true };
  const rows = correlated
    ? await sql<{ id: number }>`
        WITH matches AS MATERIALIZED (${matching().select(keys as never)})
        SELECT id FROM matches ORDER BY ${orderBy} LIMIT ${perPage} OFFSET ${offset}`
        .execute(db)
        .then((result) => result.rows)
    : await matching().select(sql<number>`id`.as('id')).orderBy(orderBy).limit(perPage).offset(offset).execute();
  return { ids: rows.map((row) => row.id), total, totalEstimated: true };
}
