import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import type { AccountRecord } from '../../seed/accounts.js';
import { ConflictError } from '../errors.js';
import type { AbilityRule } from './abilities.js';

/**
 * The accounts' rules shared by both stores: what a new account gets, how passwords are hashed and
 * checked, and what a clash with an existing account is told. Each store adds only how it keeps rows.
 */

export interface NewAccount {
  email: string;
  password: string;
  username: string;
  role: 'admin' | 'client';
}

/** Spec section 5: a clash is reported per field, both at once when both clash. */
export type RegistrationErrors = { email: string | null; username: string | null };

export const EMAIL_TAKEN = 'This email is already in use.';
export const USERNAME_TAKEN = 'This username is already in use.';

export const ROLE_RULES: Record<NewAccount['role'], readonly AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

function scryptAsync(password: BinaryLike, salt: BinaryLike, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * `scrypt$<salt>$<hash>`, the format of the seed's hashes (seed/accounts.ts). Off the event loop: a hash
 * costs tens of milliseconds, and a sign-up must not stall every other request meanwhile.
 */
export async function hashNewPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('base64url');
  return `scrypt$${salt}$${(await scryptAsync(password, salt, 32)).toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  return timingSafeEqual(expected, await scryptAsync(password, salt, expected.length));
}

/**
 * A hash no password matches, made once: an unknown e-mail is checked against it, so it costs the same scrypt
 * as a wrong password and answers in the same time (no account discovery by timing).
 */
let unmatchable: Promise<string> | undefined;

/** The account when `stored` is its hash and the password matches; an absent account still costs a check. */
export async function passwordMatches<T extends { passwordHash: string }>(password: string, account: T | undefined): Promise<T | undefined> {
  const stored = account?.passwordHash ?? (await (unmatchable ??= hashNewPassword(randomBytes(32).toString('base64url'))));
  return (await verifyPassword(password, stored)) && account ? account : undefined;
}

/** E-mail and username compare without case and surrounding blanks. */
export const loginKey = (text: string): string => text.trim().toLowerCase();

/** The clash of a new e-mail/username with the accounts found under either key, or null. */
export function registrationErrors(input: { email: string; username: string }, found: readonly Pick<AccountRecord, 'email' | 'username'>[]): RegistrationErrors | null {
  const emailTaken = found.some((a) => loginKey(a.email) === loginKey(input.email));
  const usernameTaken = found.some((a) => loginKey(a.username) === loginKey(input.username));
  if (!emailTaken && !usernameTaken) return null;
  return { email: emailTaken ? EMAIL_TAKEN : null, username: usernameTaken ? USERNAME_TAKEN : null };
}

/** A new account without its id (the store gives it: the maximum plus one), with the spec's defaults (section 3). */
export function newAccountFields(input: NewAccount, passwordHash: string): Omit<AccountRecord, 'id'> {
  return {
    fullName: '',
    username: input.username.trim(),
    email: input.email.trim(),
    avatar: null,
    role: input.role,
    ability: ROLE_RULES[input.role].map((r) => ({ ...r })),
    passwordHash,
    teamMemberId: null,
  };
}

/** A registration whose e-mail or username is taken: nothing was stored; `errors` names the fields. */
export class RegistrationConflictError extends ConflictError {
  constructor(readonly errors: RegistrationErrors) {
    super([errors.email, errors.username].filter(Boolean).join(' '));
  }
}
