import { CamelCasePlugin, CompiledQuery, Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { foreground } from '../common/foreground.js';
import { currentScope } from '../common/write-scope.js';
import type { Database } from './database.js';

export type Db = Kysely<Database>;

export interface ConnectionOptions {
  /** A schema of its own (tests, several products in one database); created by the migrations. */
  schema?: string;
  /** Pool size; a 2-core instance gains nothing past a handful of connections. */
  max?: number;
  /** Told how long each query took and whether it failed (metrics). */
  onQuery?: (durationMs: number, failed: boolean) => void;
  /** Told of a connection that was lost (the database restarted or stopped): the pool replaces it on the next query. */
  onConnectionLost?: (error: Error) => void;
}

/**
 * Values as the repositories' records hold them: counts and ids as numbers (pg answers int8 and numeric
 * as strings to keep 64-bit precision; ours stay far below 2^53), calendar dates as the 'YYYY-MM-DD'
 * text the records use (pg would turn them into local-midnight Dates), timestamps as ISO-8601 text.
 */
const TYPES = pg.types.builtins;

/** How PostgreSQL writes a timestamptz in a UTC session (DateStyle ISO): seconds' fraction of up to six digits. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp's text as ISO-8601 with milliseconds, as `new Date(text).toISOString()` gives it: UTC text is rewritten
 * in place (a twelfth of the time: a bulk chunk reads a thousand timestamps, a list page a few dozen), anything else
 * (another zone, BC, infinity) goes through Date.
 */
export function isoTimestamp(text: string): string {
  const utc = UTC_TEXT.exec(text);
  if (!utc) return new Date(text).toISOString();
  return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

function parser(oid: number, format?: string): (value: string) => unknown {
  if (format === 'binary') return pg.types.getTypeParser(oid, 'binary');
  switch (oid) {
    case TYPES.INT8:
    case TYPES.NUMERIC:
      return Number;
    case TYPES.DATE:
      return (value) => value;
    case TYPES.TIMESTAMPTZ:
    case TYPES.TIMESTAMP:
      return isoTimestamp;
    default:
      return pg.types.getTypeParser(oid);
  }
}

/** The pool under each Db, for what a stop reports as still in use. */
const pools = new WeakMap<Db, pg.Pool>();

/** Connections of `db`'s pool lent out and not given back (a query or transaction under way). */
export function connectionsInUse(db: Db): number {
  return poolStats(db).inUse;
}

export interface PoolStats {
  inUse: number;
  idle: number;
  /** Queries waiting for a connection: all `max` are in use. */
  waiting: number;
}

export function poolStats(db: Db): PoolStats {
  const pool = pools.get(db);
  return pool ? { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount } : { inUse: 0, idle: 0, waiting: 0 };
}

/** The text of each named statement (`prepared`) to its name. */
const preparedNames = new Map<string, string>();

/**
 * A statement run with nearly every write, as Kysely sends it (`CompiledQuery.raw`), that each connection parses
 * and plans once (a named prepared statement of pg) instead of on every run: a tenth of a millisecond each time.
 * The text is its identity: the same text from anywhere runs the same prepared statement.
 */
export function prepared<R>(name: string, text: string, parameters: readonly unknown[]): CompiledQuery<R> {
  const known = preparedNames.get(text);
  if (known !== undefined && known !== name) throw new Error(`the statement named ${name} is prepared already as ${known}`);
  preparedNames.set(text, name);
  return CompiledQuery.raw(text, [...parameters]) as CompiledQuery<R>;
}

type TextQuery = (text: string | pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/**
 * Kysely hands pg the text of a statement; a pooled connection runs the texts of `prepared` by their names. A
 * statement of background work waits for the requests under way before it goes to the database, and again before
 * its answer goes back to the work (common/foreground.ts): neither the database nor the process takes up the job
 * while a request is being answered.
 */
function runPreparedByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as TextQuery;
  const byName: TextQuery = (text, values) => {
    const name = typeof text === 'string' ? preparedNames.get(text) : undefined;
    const run = () => (name === undefined ? query(text, values) : query({ name, text: text as string, values }));
    return currentScope().background ? givingWay(run) : run();
  };
  client.query = byName as typeof client.query;
}

async function givingWay(run: () => Promise<pg.QueryResult>): Promise<pg.QueryResult> {
  if (foreground.busy) await foreground.clear();
  const result = await run();
  if (foreground.busy) await foreground.clear();
  return result;
}

/** A Kysely over a pg pool; `schema` goes first on every connection's search path (then public, for pg_trgm). */
export function connect(url: string, options: ConnectionOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: { getTypeParser: parser as typeof pg.types.getTypeParser },
    ...(options.schema && { options: `-c search_path=${quoteIdentifier(options.schema)},public` }),
  });
  // A connection that drops emits 'error': with no listener (pg's pool listens only while it is idle, never while a
  // query holds it) that is an uncaught exception, ending the process. The query under way fails on its own.
  pool.on('connect', (client) => {
    runPreparedByName(client);
    client.on('error', (error) => options.onConnectionLost?.(error));
  });
  pool.on('error', () => {});
  // Records keep their camelCase field names; tables and columns are snake_case.
  const { onQuery } = options;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    ...(onQuery && { log: (event: LogEvent) => onQuery(event.queryDurationMillis, event.level === 'error') }),
  });
  pools.set(db, pool);
  return db;
}

/** A schema name as a quoted identifier (it reaches SQL through a connection option, not a parameter). */
export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`"${name}" is not a valid schema name (a-z, 0-9, _)`);
  return `"${name}"`;
}
