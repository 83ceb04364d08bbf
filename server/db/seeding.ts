import { sql, type Transaction } from 'kysely';
import type { Database } from './database.js';
import type { Db } from './connection.js';

/**
 * Runs `load` on an empty database, once: a marker row says it was done, and an advisory lock (per schema)
 * makes instances starting together load it once. Answers whether it loaded now.
 */
export async function seedOnce(db: Db, load: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Per schema: products (or test files) in schemas of one database seed side by side.
    await sql`SELECT pg_advisory_xact_lock(hashtext('aurora:seed:' || current_schema()))`.execute(trx);
    const done = await trx.selectFrom('app_meta').select('value').where('key', '=', 'seeded').executeTakeFirst();
    if (done) return false;
    await load(trx);
    await trx.insertInto('app_meta').values({ key: 'seeded', value: new Date().toISOString() }).execute();
    return true;
  });
}

/** Inserts rows in batches: one statement per batch keeps a 1,000,000-row seed to minutes, not hours. */
export async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let at = 0; at < rows.length; at += size) await insert(rows.slice(at, at + size));
}
