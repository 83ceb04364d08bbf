import { createHash } from 'node:crypto';

/**
 * What the PostgreSQL event bus shares between instances, named once. The bus creates its table itself at start
 * (idempotent DDL under the schema-change lock), so a bus needs no migrated schema.
 */

/** Events too large for a NOTIFY payload wait here for the other instances to read them; pruned after minutes. */
export const LIVE_EVENT_PAYLOADS_TABLE = 'live_event_payloads';

/** The NOTIFY channel of one deployment; tests give each bus group its own so parallel files do not hear each other. */
export const DEFAULT_LIVE_EVENTS_CHANNEL = 'aurora_live_events';

/**
 * Channels are database-wide, schemas are not: products sharing one database in schemas of their own
 * (DATABASE_SCHEMA) must not hear each other's events, so a schema gets its own channel by default. A schema
 * name too long to fit is hashed (a channel is at most 63 bytes).
 */
export function defaultLiveEventsChannel(schema?: string): string {
  if (!schema) return DEFAULT_LIVE_EVENTS_CHANNEL;
  const named = `${DEFAULT_LIVE_EVENTS_CHANNEL}_${schema}`;
  return named.length <= 63 ? named : `${DEFAULT_LIVE_EVENTS_CHANNEL}_${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
}

/**
 * `text`: the JSON is stored as written and parsed once, by the instance that reads it. A `json` column (earlier
 * versions) made PostgreSQL check every payload's syntax on the way in, a bulk job's 100 MB of events per 100,000
 * tasks, read by nobody when no socket listens; `jsonb` would also refuse the `\u0000` escape a chat message may
 * legally carry. Rows are read by primary key only and pruned by age in a table that holds minutes of large events,
 * so no further index. Payloads are compressed with lz4, not the default pglz: a bulk job's chunk stores two of
 * some 250 KB, and lz4 stored them in half the time and in less space (bench/README.md, "Grouped view counts, lz4
 * payloads"). A table made by an earlier version is switched once: its column to `text` (the table holds minutes
 * of events, so the rewrite is short), then to lz4 (new values only); a server built without lz4 keeps pglz.
 */
export const LIVE_EVENT_PAYLOADS_DDL = `CREATE TABLE IF NOT EXISTS ${LIVE_EVENT_PAYLOADS_TABLE} (
  id bigserial PRIMARY KEY,
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
DO $$ BEGIN
  IF (SELECT atttypid FROM pg_attribute WHERE attrelid = '${LIVE_EVENT_PAYLOADS_TABLE}'::regclass AND attname = 'payload') = 'json'::regtype THEN
    ALTER TABLE ${LIVE_EVENT_PAYLOADS_TABLE} ALTER COLUMN payload TYPE text;
  END IF;
END $$;
DO $$ BEGIN
  IF (SELECT attcompression FROM pg_attribute WHERE attrelid = '${LIVE_EVENT_PAYLOADS_TABLE}'::regclass AND attname = 'payload') <> 'l' THEN
    ALTER TABLE ${LIVE_EVENT_PAYLOADS_TABLE} ALTER COLUMN payload SET COMPRESSION lz4;
  END IF;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$`;

/** How long a stored payload is kept: far longer than any receiver takes to read it. */
export const LIVE_EVENT_PAYLOADS_KEEP = '5 minutes';

/**
 * A channel name as LISTEN takes it (an identifier, at most 63 bytes). Lower-case letters, digits and `_` only,
 * so the quoted LISTEN identifier and the `pg_notify` text argument can never disagree on case.
 */
export function liveEventsChannel(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`the live events channel must be 1 to 63 lower-case letters, digits or "_" (not starting with a digit), got "${name}"`);
  }
  return name;
}
