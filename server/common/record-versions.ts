import { StaleVersionError, type VersionStamp } from '../errors.js';

/**
 * Versions of shared records that GraphQL edits (issue 15, "no lost update"): 1 at create, +1 on every
 * write, with who made it and when. Both stores of a versioned domain use these, so the rule is written once.
 */

/** Who writes, and the version the writer read (GraphQL may send it; legacy REST never does). */
export interface VersionedWrite {
  /** The actor's display name (account full name, else username); null for the system. */
  actor?: string | null;
  /** When given and not the record's current version, nothing is written (StaleVersionError). */
  expectedVersion?: number;
}

/** The stamp of a record as the seed or a create leaves it. */
export function firstStamp(actor: string | null = null, at: string | null = null): VersionStamp {
  return { version: 1, updatedBy: actor, updatedAt: at };
}

/** Throws StaleVersionError when the writer read an older (or another) version than the current one. */
export function checkVersion(what: string, current: VersionStamp, write: VersionedWrite = {}): void {
  if (write.expectedVersion !== undefined && write.expectedVersion !== current.version) {
    throw new StaleVersionError(what, { version: current.version, updatedBy: current.updatedBy, updatedAt: current.updatedAt });
  }
}

/** The stamp after one more write. */
export function nextStamp(current: VersionStamp, write: VersionedWrite, now: Date): VersionStamp {
  return { version: current.version + 1, updatedBy: write.actor ?? null, updatedAt: now.toISOString() };
}

/** How a record names its last writer: the account's full name, else its username. */
export function actorName(account: { fullName: string; username: string } | null | undefined): string | null {
  if (!account) return null;
  return account.fullName.trim() || account.username;
}

type Named = { fullName: string; username: string };

/** The display name of the account making a write (REST caller or GraphQL principal), whichever store keeps accounts. */
export async function writerName(
  accounts: { findById(id: number): Named | undefined | Promise<Named | undefined> },
  accountId: number | null | undefined,
): Promise<string | null> {
  return accountId === null || accountId === undefined ? null : actorName(await accounts.findById(accountId));
}
