import { sql, type AliasedRawBuilder, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import { currentScope } from '../common/write-scope.js';
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

/** The exact number of rows whose closed-set columns hold `values`, from the groups `countGroups` keeps (server/db/meta.ts): no scan. */
export async function groupRows(db: Db, table: keyof Database, values: Readonly<Record<string, string | undefined>>): Promise<number> {
  const key = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const { rows } = await db
    .selectFrom('group_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('rows'), eb.lit(0)).as('rows'))
    .where('tableName', '=', table)
    .where(sql<boolean>`key @> ${JSON.stringify(key)}::jsonb`)
    .executeTakeFirstOrThrow();
  return rows;
}

/** The exact row count of a table `countRows` follows (server/db/meta.ts): no scan. */
export async function tableRows(db: Db | Transaction<Database>, table: keyof Database): Promise<number> {
  const row = await db.selectFrom('row_counts').select('rows').where('tableName', '=', table).executeTakeFirst();
  if (!row) throw new Error(`row_counts does not follow ${table}: call countRows in its migration`);
  return row.rows;
}

/**
 * Whether a filtered page is best sorted from its matches (a materialized CTE) rather than by walking the
 * sort order's index until the page's last match turns up. With matches spread evenly the walk reads about
 * `through × rows / matches` rows (`through`: the offset plus the page), sorting reads every match: the
 * planner, left alone, walked an index backwards through 900,000 rows for a 2% match, and sorted 25,000
 * matches where a walk read 400 rows. When the list is sorted by a column the search reads (`correlated`),
 * the matches may all sit at the far end of the order (`alina` in e-mails sorted descending: a walk of
 * 924,000 rows), so up to CORRELATED_SORT_UP_TO matches are sorted whatever their share.
 */
export function sortFromMatches(matches: number, rows: number, through = 10, correlated = false): boolean {
  if (matches >= rows) return false;
  if (matches <= EXACT_TOTAL_UP_TO || (correlated && matches <= CORRELATED_SORT_UP_TO)) return true;
  return (through * rows) / matches > 4 * matches;
}

const CORRELATED_SORT_UP_TO = 50_000;

/** Totals of filtered lists are exact up to this many matches; above it the PostgreSQL store estimates them. */
export const EXACT_TOTAL_UP_TO = 1_000;

/** About how many rows the estimate of a large total reads: a fixed sample of the table's pages. */
const SAMPLED_ROWS = 10_000;

/** How many rows a filtered list matches, and whether that number is an estimate. */
export interface MatchCount {
  total: number;
  estimated: boolean;
}

export type RowFilter<T extends keyof Database> = (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;

/**
 * How many of the table's `rows` pass `filter`: counted exactly while there are at most EXACT_TOTAL_UP_TO
 * (the count stops there), else estimated from the share of a fixed page sample (`TABLESAMPLE SYSTEM …
 * REPEATABLE`, so the same table gives the same figure on every page of a list). Counting 200,000 matches of
 * a two-letter search at a million rows takes about half a second on two cores; the estimate ~10 ms.
 */
export async function countMatches<T extends keyof Database & string>(db: Db, table: T, filter: RowFilter<T>, rows: number): Promise<MatchCount> {
  // The table, or a sample of it under the table's own name, so `filter` reads the same columns in both.
  const from = (item: T | AliasedRawBuilder<Database[T], T>) => db.selectFrom(item as never) as unknown as SelectQueryBuilder<Database, T, object>;
  const capped = await db
    .selectFrom(from(table).select(sql<number>`1`.as('one')).where(filter).limit(EXACT_TOTAL_UP_TO + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  if (capped.total <= EXACT_TOTAL_UP_TO) return { total: capped.total, estimated: false };
  const percent = Math.min(100, (100 * SAMPLED_ROWS) / Math.max(rows, 1));
  const sample = sql<Database[T]>`(SELECT * FROM ${sql.table(table)} TABLESAMPLE SYSTEM (${sql.lit(percent)}) REPEATABLE (0))`.as(table);
  const { sampled, matched } = await from(sample)
    .select((eb) => [eb.fn.countAll<number>().as('sampled'), sql<number>`count(*) FILTER (WHERE ${filter(eb)})`.as('matched')])
    .executeTakeFirstOrThrow();
  return { total: Math.max(EXACT_TOTAL_UP_TO + 1, Math.round((matched / Math.max(sampled, 1)) * rows)), estimated: true };
}

declare module '../common/write-scope.js' {
  interface WriteScopeEntries {
    /** Runs in the write's own transaction before it commits (the audit records its event there). */
    readonly beforeCommit?: (trx: Transaction<Database>, result: unknown) => Promise<void>;
  }
}

/**
 * The one way the PostgreSQL stores write: `write` in a transaction that runs the write scope's `beforeCommit`
 * before committing (an audited write records its event there: server/audit/trail.ts), so the change and what
 * goes with it commit together.
 */
export function inTransaction<R>(db: Db, write: (trx: Transaction<Database>) => Promise<R>): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const result = await write(trx);
    await currentScope().beforeCommit?.(trx, result);
    return result;
  });
}

/**
 * Runs `write` in a transaction holding the table's write lock: writers of one table take turns (ids as
 * the maximum plus one stay distinct, uniqueness checks see every committed row), readers never wait.
 */
export function writeLocked<R>(db: Db, table: keyof Database, write: (trx: Transaction<Database>) => Promise<R>): Promise<R> {
  return inTransaction(db, async (trx) => {
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
