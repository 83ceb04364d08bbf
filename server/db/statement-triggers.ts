import { sql, type Kysely } from 'kysely';

const EVENTS = [
  ['INSERT', 'NEW TABLE AS new_rows'],
  ['DELETE', 'OLD TABLE AS old_rows'],
  ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
] as const;

/**
 * Has the trigger function `fn` run once after every INSERT, DELETE and UPDATE statement on `table`, the statement's
 * rows as the transition tables `new_rows` and `old_rows`: a many-write of a thousand rows runs it once, not a
 * thousand times. The triggers are named `<name>_insert`, `<name>_delete` and `<name>_update`.
 */
export async function afterEachStatement(db: Kysely<unknown>, table: string, name: string, fn: string): Promise<void> {
  for (const [event, transitions] of EVENTS) {
    await sql`CREATE TRIGGER ${sql.id(`${name}_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
      REFERENCING ${sql.raw(transitions)} FOR EACH STATEMENT EXECUTE FUNCTION ${sql.id(fn)}()`.execute(db);
  }
}

/** Undoes `afterEachStatement` (the function stays). */
export async function dropStatementTriggers(db: Kysely<unknown>, table: string, name: string): Promise<void> {
  for (const [event] of EVENTS) await sql`DROP TRIGGER ${sql.id(`${name}_${event.toLowerCase()}`)} ON ${sql.table(table)}`.execute(db);
}
