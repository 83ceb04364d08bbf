import type { NewUser, UserChanges, UserPage, UserQuery, UserRecord } from './models.js';
import type { MethodKinds } from '../common/revisions.js';
import type { ManyWritten } from '../common/many-writes.js';

declare module '../common/repositories.js' {
  interface Repositories {
    users: UserRepository;
  }
}

/**
 * Owner of the listed users: filter, sort and page the list; add with unique e-mail and username; delete.
 * Two stores implement it (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts;
 * tests/users/contract.test.ts pins that both answer alike.
 */
export interface UserRepository {
  /** Every user, newest additions first (the legacy all-data order). */
  all(): Promise<UserRecord[]>;
  /** Throws NotFoundError for an unknown id. */
  findById(id: number): Promise<UserRecord>;
  /** The user of an e-mail (compared ignoring case, as the uniqueness rule does), or undefined. */
  findByEmail(email: string): Promise<UserRecord | undefined>;
  /** The users of these e-mails by lower-cased e-mail (those found). */
  findByEmails(emails: readonly string[]): Promise<Map<string, UserRecord>>;
  /**
   * Spec sections 7 and 9: q matches e-mail, full name or billing (case-insensitive substring); role, plan
   * and status match exactly; ascending by full name unless asked; ties keep id order, so pages never overlap.
   */
  list(query?: UserQuery): Promise<UserPage>;
  /** A new user, id = maximum + 1, listed first by `all`; e-mail and username unused (case-insensitive). */
  add(input: NewUser): Promise<UserRecord>;
  /** Sets the fields given (role, plan, status); NotFoundError for an unknown id, InvalidFieldError for a value of none of them. */
  update(id: number, changes: UserChanges): Promise<UserRecord>;
  /** Removes and returns the user; an unknown id removes nothing (NotFoundError). */
  delete(id: number): Promise<UserRecord>;
  /**
   * Brings a deleted user back with its id and fields, listed first by `all` like an addition (a restore,
   * server/audit/): ConflictError when the id, e-mail or username is taken.
   */
  reinstate(user: UserRecord): Promise<UserRecord>;
  /** Many new users in one write (an import's batch), each by `add`'s rules (rules.ts `newUsersOf`), listed first in input order reversed as `add` would list them one after another. */
  addMany(inputs: readonly NewUser[]): Promise<ManyWritten<UserRecord>>;
  /** Many users changed in one write, each by `update`'s rules from its current state (`changesOf`). */
  updateMany(ids: readonly number[], changesOf: (user: UserRecord) => UserChanges): Promise<ManyWritten<UserRecord>>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const userMethods = {
  all: 'read',
  findById: 'read',
  findByEmail: 'read',
  findByEmails: 'read',
  list: 'read',
  add: 'write',
  update: 'write',
  delete: 'write',
  reinstate: 'write',
  addMany: 'write',
  updateMany: 'write',
} as const satisfies MethodKinds<UserRepository>;
