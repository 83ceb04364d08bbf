import { StaleVersionError, type VersionStamp } from './errors.js';
import { extended } from './extended.js';

/**
 * Versions of shared records that two people may edit at once ("no lost update"): 1 at create,
 * +1 on every write, with who wrote last and when. A write that carries the version it was read at is
 * refused once the record moved on; a write without one (legacy REST) wins, and still moves the version.
 */
export interface Versioned {
  version: number;
  /** The last writer's display name; null for seed records and writes without a signed-in person. */
  updatedBy: string | null;
  /** ISO-8601; null for seed records. */
  updatedAt: string | null;
}

/** Who writes and, optionally, the version they read (GraphQL edits send it; REST never does). */
export interface WriteContext {
  actor?: string | null;
  version?: number | null;
}

/** The stamp of a new record: version 1, by its creator (null for the seed and the system), at its creation. */
export function firstStamp(actor: string | null = null, at: string | null = null): Versioned {
  return { version: 1, updatedBy: actor, updatedAt: at };
}

export const SEED_STAMP: Versioned = firstStamp();

/**
 * A record with its stamp: its own when it has one, else the seed's (version 1, never edited). Built by `extended`,
 * not `{ ...record, version }`: scans of 100,000 rows spread and then given a stamp ran 5–10× slower (bench/README.md,
 * the permissions list regression).
 */
export function stamped<T extends object>(record: T & Partial<Versioned>): T & Versioned {
  const stamp: Versioned = { version: record.version ?? 1, updatedBy: record.updatedBy ?? null, updatedAt: record.updatedAt ?? null };
  return extended(record, stamp);
}

/** Throws StaleVersionError when the writer read an older version than the stored one. */
export function checkVersion(what: string, current: Versioned, expected: number | null | undefined): void {
  if (expected === undefined || expected === null || expected === current.version) return;
  const stamp: VersionStamp = { version: current.version, updatedBy: current.updatedBy, updatedAt: current.updatedAt };
  throw new StaleVersionError(what, stamp);
}

/** The stamp a successful write leaves. */
export function nextStamp(current: Versioned, { actor }: WriteContext, now: Date): Versioned {
  return { version: current.version + 1, updatedBy: actor ?? null, updatedAt: now.toISOString() };
}

/** What naming a writer reads of an account. */
export interface NamedAccount {
  fullName: string;
  username: string;
}

/** How a person is named as a record's last writer: the full name, else the username. */
export function actorName(account: NamedAccount | null | undefined): string | null {
  if (!account) return null;
  return account.fullName || account.username;
}

/** What a write needs of the accounts: sync today, async when the accounts move to PostgreSQL. */
interface AccountLookup {
  findById(id: number): NamedAccount | undefined | Promise<NamedAccount | undefined>;
}

/** The write context of a signed-in caller (REST: no version, last write wins; GraphQL: the version it read). */
export async function writerOf(accounts: AccountLookup, accountId: number | null | undefined, version?: number | null): Promise<WriteContext> {
  const account = accountId === null || accountId === undefined ? undefined : await accounts.findById(accountId);
  return { actor: actorName(account), version };
}
