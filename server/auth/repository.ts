import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { hashPassword, type AccountRecord } from '../../seed/accounts.js';
import type { AbilityRule } from './abilities.js';

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

export interface NewAccount {
  email: string;
  password: string;
  username: string;
  role: 'admin' | 'client';
}

export type RegistrationErrors = { email: string | null; username: string | null };

const ROLE_RULES: Record<'admin' | 'client', AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, salt, expected.length);
  return timingSafeEqual(expected, actual);
}

/** Owner of the login accounts: lookup, password check, registration with unique email/username. */
export class AccountRepository {
  private readonly accounts: AccountRecord[];

  constructor(seed: readonly AccountRecord[]) {
    this.accounts = seed.map((a) => ({ ...a, ability: a.ability.map((r) => ({ ...r })) }));
  }

  findById(id: number): AccountRecord | undefined {
    return this.accounts.find((a) => a.id === id);
  }

  /** The account whose e-mail (case-insensitive) and password match, or undefined. */
  authenticate(email: string, password: string): AccountRecord | undefined {
    const account = this.accounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
    return account && verifyPassword(password, account.passwordHash) ? account : undefined;
  }

  /** Spec section 5: duplicates are reported per field, both at once when both clash. */
  registrationErrors(email: string, username: string): RegistrationErrors | null {
    const emailTaken = this.accounts.some((a) => a.email.toLowerCase() === email.trim().toLowerCase());
    const usernameTaken = this.accounts.some((a) => a.username.toLowerCase() === username.trim().toLowerCase());
    if (!emailTaken && !usernameTaken) return null;
    return {
      email: emailTaken ? 'This email is already in use.' : null,
      username: usernameTaken ? 'This username is already in use.' : null,
    };
  }

  /** A new account with the spec's defaults: empty fullName, null avatar (section 3). */
  create(input: NewAccount): AccountRecord {
    const id = this.accounts.reduce((max, a) => Math.max(max, a.id), 0) + 1;
    const account: AccountRecord = {
      id,
      fullName: '',
      username: input.username.trim(),
      email: input.email.trim(),
      avatar: null,
      role: input.role,
      ability: ROLE_RULES[input.role].map((r) => ({ ...r })),
      passwordHash: hashPassword(input.password, randomBytes(16).toString('base64url')),
    };
    this.accounts.push(account);
    return account;
  }

  /** Replaces the password of an existing account (the account-settings "change password" form). */
  setPassword(id: number, password: string): AccountRecord | undefined {
    const account = this.findById(id);
    if (account) account.passwordHash = hashPassword(password, randomBytes(16).toString('base64url'));
    return account;
  }

  all(): readonly AccountRecord[] {
    return this.accounts;
  }
}
