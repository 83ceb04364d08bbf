import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from './connection.js';
import { countMatches, tableRows, type RowFilter } from './queries.js';
import type { Database } from './database.js';

/** Rows read by id, put back in the ids' order. */
export function inIdOrder<R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a searched list. Up to EXACT_TOTAL_UP_TO matches are counted exactly and the page is sorted
 * from the ids and `keys` (what `orderBy` reads) of the matches, materialized first: left to itself the
 * planner walks the sort order's index through the whole table for the LIMIT. A larger search is estimated
 * (`countMatches`: counting 100,000 matches at a million rows took 160 ms) and its page read by walking the
 * sort order, where matches are common; unless the order reads a searched column (`correlated`: tasks by
 * title), where the matches may all sit at the far end of the order, and the ids are sorted (`sortedIds`).
 * The caller reads the page's rows by id.
 */
export async function searchedListPage<T extends keyof Database & string>(
  db: Db,
  table: T,
  filter: RowFilter<T>,
  page: {
    keys: readonly string[];
    orderBy: RawBuilder<unknown>;
    perPage: number;
    offset: number;
    correlated: boolean;
    /** The page's ids by a walk of the order's index, where that index is not the table's own (the tasks by assignee). */
    walk?: () => Promise<number[]>;
  },
): Promise<{ ids: number[]; total: number; totalEstimated: boolean }> {
  const { keys, orderBy, perPage, offset, correlated, walk } = page;
  const matching = db.selectFrom(table as never).where(filter as never) as unknown as SelectQueryBuilder<Database, T, object>;
  const { total, estimated } = await countMatches(db, table, filter, await tableRows(db, table));
  if (offset >= total) return { ids: [], total, totalEstimated: estimated };
  const ids =
    !estimated || correlated
      ? await sortedIds(db, matching, keys, orderBy, perPage, offset)
      : walk
        ? await walk()
        : (await matching.select(sql<number>`id`.as('id')).orderBy(orderBy).limit(perPage).offset(offset).execute()).map((row) => row.id);
  return { ids, total, totalEstimated: estimated };
}

/**
 * The ids of one page of `matching`, sorted from the ids and `keys` (what `orderBy` reads) of every match,
 * materialized first: for matches too rare to meet soon on a walk of the sort order's index. A key named
 * twice (a sort by id) is carried once.
 */
export async function sortedIds<T extends keyof Database>(
  db: Db,
  matching: SelectQueryBuilder<Database, T, object>,
  keys: readonly string[],
  orderBy: RawBuilder<unknown>,
  perPage: number,
  offset: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH matches AS MATERIALIZED (${matching.select([...new Set(keys)] as never)})
    SELECT id FROM matches ORDER BY ${orderBy} LIMIT ${perPage} OFFSET ${offset}`.execute(db);
  return rows.map((row) => row.id);
}
