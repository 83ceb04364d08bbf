import type { AccountRecord } from '../../seed/accounts.js';
import type { AbilityRule } from './abilities.js';
import type { NewAccount } from './rules.js';
import type { MethodKinds } from '../common/revisions.js';

/** What the client stores as `userData`: the account without its password. */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: 'admin' | 'client';
  ability: AbilityRule[];
  extras: { eCommerceCartItemsCount: number };
}

/**
 * Owner of the login accounts: lookup, password check, registration with unique e-mail and username
 * (case-insensitive), password change. Two stores implement it (memory-repository.ts,
 * postgres-repository.ts) with the rules of rules.ts; tests/auth/contract.test.ts pins that both answer alike.
 */
export interface AccountRepository {
  /** The account, or undefined for an unknown id. */
  findById(id: number): Promise<AccountRecord | undefined>;
  /** The account of an e-mail (case-insensitive, blanks trimmed), or undefined. */
  findByEmail(email: string): Promise<AccountRecord | undefined>;
  /** The account whose e-mail (case-insensitive, blanks trimmed) and password match, or undefined. */
  authenticate(email: string, password: string): Promise<AccountRecord | undefined>;
  /**
   * A new account with the spec's defaults (empty fullName, null avatar, the role's abilities), id = maximum
   * + 1. A taken e-mail or username (case-insensitive) throws RegistrationConflictError naming each clash.
   */
  create(input: NewAccount): Promise<AccountRecord>;
  /** Replaces the password of an existing account; undefined for an unknown id. */
  setPassword(id: number, password: string): Promise<AccountRecord | undefined>;
  /** Every account in id order. */
  all(): Promise<AccountRecord[]>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const accountMethods = {
  findById: 'read',
  findByEmail: 'read',
  authenticate: 'read',
  create: 'write',
  setPassword: 'write',
  all: 'read',
} as const satisfies MethodKinds<AccountRepository>;
