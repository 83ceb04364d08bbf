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
 * under the database's UTF-8 ctype; pg_trgm GIN indexes on the columns serve it). '' matches every row.
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
