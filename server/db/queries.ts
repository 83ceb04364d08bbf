import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database } from './database.js';
import type { Db } from './connection.js';

/**
 * Helpers every PostgreSQL repository uses the same way: the spec's case-insensitive substring search,
 * and writes that give ids as the maximum plus one without two writers ever taking the same id.
 */

/** `%q%` for ILIKE with the user's own %, _ and \ matched literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Spec section 9's search: the needle inside any one of the columns, ignoring case (ILIKE folds Cyrillic
 * under the database's UTF-8 ctype). '' matches every row. For tables that keep a `search` column
 * (`searchText`), `matchesSearch` is the fast form of the same rule.
 */
export function matchesAny<T extends keyof Database, C extends string>(
  eb: ExpressionBuilder<Database, T>,
  columns: readonly C[],
  q: string,
): Expression<SqlBool> {
  if (q === '') return sql<boolean>`true`;
  const pattern = containsPattern(q);
  return eb.or(columns.map((column) => sql<boolean>`${sql.ref(column)} ILIKE ${pattern}`));
}

/** Joins a row's searched fields in its `search` column; a needle holding it can only match across fields. */
export const SEARCH_SEPARATOR = '\u001f';

/**
 * A row's searched fields folded once, on write, exactly as the in-memory store folds them (JS
 * toLowerCase), for a `search text COLLATE "C"` column with a pg_trgm GIN index: a search is then a
 * byte-wise LIKE (no per-row case folding), and needles of three or more characters use the index.
 */
export function searchText(fields: readonly unknown[]): string {
  return fields.map((field) => String(field ?? '').toLowerCase()).join(SEARCH_SEPARATOR);
}

/** Spec section 9's search over the `search` column of `searchText`; `columns` only for the rare needle holding the separator. */
export function matchesSearch<T extends keyof Database, C extends string>(
  eb: ExpressionBuilder<Database, T>,
  columns: readonly C[],
  q: string,
): Expression<SqlBool> {
  if (q === '' || q.includes(SEARCH_SEPARATOR)) return matchesAny(eb, columns, q);
  return sql<boolean>`${sql.ref('search')} LIKE ${containsPattern(q.toLowerCase())}`;
}

/** The exact row count of a table `countRows` follows (server/db/meta.ts): no scan. */
export async function tableRows(db: Db | Transaction<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom('row_counts').select('rows').where('tableName', '=', table).executeTakeFirst();
  if (!row) throw new Error(`row_counts does not follow ${table}: call countRows in its migration`);
  return row.rows;
}

/**
 * Whether a filtered page is best sorted from its matches (a materialized CTE) rather than by walking the
 * sort order's index until a page of matches turns up: when matches are rare the walk reads most of the
 * table (the planner walked an index backwards through 900,000 rows for a 2% match). Sorting up to a few
 * thousand matches costs less than reading twenty times more rows than the page.
 */
export function sortFromMatches(matches: number, rows: number): boolean {
  return matches <= 5_000 || matches * 20 < rows;
}

/**
 * Runs `write` in a transaction holding the table's write lock: writers of one table take turns (ids as
 * the maximum plus one stay distinct, uniqueness checks see every committed row), readers never wait.
 */
export function writeLocked<R>(db: Db, table: keyof Database, write: (trx: Transaction<Database>) => Promise<R>): Promise<R> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`aurora:write:${table}`}))`.execute(trx);
    return write(trx);
  });
}

/** The maximum id plus one (1 for an empty table); call inside `writeLocked` of the same table. */
export async function nextId(trx: Transaction<Database>, table: keyof Database): Promise<number> {
  const { rows } = await sql<{ next: number }>`SELECT coalesce(max(id), 0) + 1 AS next FROM ${sql.table(table)}`.execute(trx);
  return rows[0].next;
}

/**
 * `COLLATE` for text columns that sort like the in-memory store's Intl.Collator('ru'). Raw SQL: the
 * camelCase plugin would rewrite the name as an identifier.
 */
export const RU_COLLATE = sql.raw('COLLATE "ru-RU-x-icu"');
