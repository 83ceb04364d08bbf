import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { ConflictError, ForbiddenError, InvalidFieldError, InvalidInputError } from '../common/errors.js';
import { ACCOUNT_ROLES, isAccountRole, type AccountRole } from '../access/roles.js';
import type { AccountRecord } from './models.js';
import { MAIL_LANGUAGES, type MailLanguage } from '../mail/models.js';

/**
 * The accounts' rules shared by both stores: what a new account gets, how passwords are hashed and
 * checked, what a clash with an existing account is told, and what account administration may do.
 * Each store adds only how it keeps rows.
 */

export interface NewAccount {
  email: string;
  password: string;
  username: string;
  role: AccountRole;
  /** The interface language of the request that registers it (ru when it names none of ours). */
  language?: MailLanguage;
}

/**
 * An account an administrator creates. Secrets never reach the store: it gets the password's hash,
 * or the hash of a one-time invitation token and when it lapses (server/auth/account-admin.ts makes both).
 */
export interface AdministeredAccount {
  email: string;
  fullName: string;
  role: AccountRole;
  credential: { passwordHash: string } | { inviteTokenHash: string; inviteExpiresAt: string };
  /** Its letters' language, the invitation's first: the administrator picks it (their own by default). */
  language?: MailLanguage;
}

export interface AccountQuery {
  /** Case-insensitive substring of the e-mail, full name or username. */
  q?: string;
  role?: AccountRole;
  active?: boolean;
  page?: number;
  perPage?: number;
}

export interface AccountPage {
  accounts: AccountRecord[];
  total: number;
}

export const ACCOUNT_LIMITS = { email: 254, fullName: 100, q: 200 } as const;

/** An invitation link holds for 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 3_600_000;

export const ACCOUNT_MESSAGES = {
  deactivated: 'This account has been deactivated. Ask an administrator to reactivate it.',
  ownAccount: 'You cannot change the role or the activity of your own account',
  lastAdmin: 'At least one active admin must remain: this change would leave none',
} as const;

/** Spec section 5: a clash is reported per field, both at once when both clash. */
export type RegistrationErrors = { email: string | null; username: string | null };

export const EMAIL_TAKEN = 'This email is already in use.';
export const USERNAME_TAKEN = 'This username is already in use.';

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

/** An invitation's one-time token: 32 random bytes, URL-safe. Only its hash (inviteTokenHash) is stored. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token of 256 random bits needs no slow hash: SHA-256 cannot be walked back, and a lookup by it is exact. */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
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
    active: true,
    passwordHash,
    teamMemberId: null,
    lastSignInAt: null,
    inviteTokenHash: null,
    inviteExpiresAt: null,
    emailVerified: false,
    pendingEmail: null,
    language: checkedLanguage(input.language ?? 'ru'),
  };
}

/** One of the interface languages (ru, en, uk), or BAD_USER_INPUT naming `language`. */
export function checkedLanguage(language: unknown): MailLanguage {
  const known = MAIL_LANGUAGES.find((l) => l === language);
  if (!known) throw new InvalidFieldError('language', `must be one of ${MAIL_LANGUAGES.join(', ')}`, 'invalid_language');
  return known;
}

/** The same address as the account's own: a change to it changes nothing. */
export const EMAIL_UNCHANGED = 'is the address of this account already';
/** The address became another account's between the request and the link. */
export const EMAIL_CHANGE_TAKEN = 'The new address is now used by another account: cancel this change and choose another address';

/**
 * Why the account may not ask to move to `email` (BAD_USER_INPUT naming `email`), or null: it must be another
 * address than its own, and no account's (case-insensitive). `taken` is what the store found under its write lock.
 */
export function refuseEmailChange(account: Pick<AccountRecord, 'email'>, email: string, taken: boolean): void {
  if (loginKey(account.email) === loginKey(email)) throw new InvalidFieldError('email', EMAIL_UNCHANGED, 'unchanged');
  if (taken) throw new InvalidFieldError('email', EMAIL_TAKEN, 'taken');
}

/** The account with its pending address made its address: verified by the very link that moved it. */
export function movedAccount(account: AccountRecord): AccountRecord {
  return { ...account, email: account.pendingEmail ?? account.email, pendingEmail: null, emailVerified: true };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkedRole(role: unknown, field = 'role'): AccountRole {
  if (!isAccountRole(role)) throw new InvalidInputError(`${field} must be one of ${ACCOUNT_ROLES.join(', ')}`);
  return role;
}

/** An administered account's fields, checked (the e-mail and username still need to be free: each store checks). */
export function checkedAdministeredAccount(input: AdministeredAccount): AdministeredAccount {
  const email = input.email.trim();
  const fullName = input.fullName.trim();
  if (!EMAIL.test(email) || email.length > ACCOUNT_LIMITS.email) throw new InvalidInputError('email must be an e-mail address');
  if (fullName === '') throw new InvalidInputError('fullName is required');
  if (fullName.length > ACCOUNT_LIMITS.fullName) throw new InvalidInputError(`fullName must be at most ${ACCOUNT_LIMITS.fullName} characters`);
  return { ...input, email, fullName, role: checkedRole(input.role), ...(input.language !== undefined && { language: checkedLanguage(input.language) }) };
}

/**
 * A username for an administered account, from its e-mail's local part (`olga.k` from olga.k@firm.ru), with a
 * number when taken (`olga.k2`): the person signs in by e-mail, the username is how the shell names them.
 */
export function usernameFor(email: string, taken: (username: string) => boolean): string {
  const base = loginKey(email.split('@')[0]).replace(/[^a-z0-9._-]/g, '') || 'user';
  let username = base;
  for (let n = 2; taken(username); n++) username = `${base}${n}`;
  return username;
}

/** An administered account as stored, less its id and username. */
export function administeredFields(input: AdministeredAccount, username: string): Omit<AccountRecord, 'id'> {
  const invite = 'inviteTokenHash' in input.credential ? input.credential : null;
  return {
    fullName: input.fullName,
    username,
    email: input.email,
    avatar: null,
    role: input.role,
    active: true,
    passwordHash: invite ? '' : (input.credential as { passwordHash: string }).passwordHash,
    teamMemberId: null,
    lastSignInAt: null,
    inviteTokenHash: invite?.inviteTokenHash ?? null,
    inviteExpiresAt: invite?.inviteExpiresAt ?? null,
    emailVerified: false,
    pendingEmail: null,
    language: input.language ?? 'ru',
  };
}

/** What a list call may ask, with its defaults (page 1 of 10, in id order). */
export function checkedAccountQuery(query: AccountQuery = {}): Required<Pick<AccountQuery, 'q' | 'page' | 'perPage'>> & Pick<AccountQuery, 'role' | 'active'> {
  const { q = '', role, active, page = 1, perPage = 10 } = query;
  if (q.length > ACCOUNT_LIMITS.q) throw new InvalidInputError(`q must be at most ${ACCOUNT_LIMITS.q} characters`);
  if (role !== undefined) checkedRole(role);
  if (active !== undefined && typeof active !== 'boolean') throw new InvalidInputError('active must be true or false');
  if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) throw new InvalidInputError(`perPage must be an integer from 1 to ${MAX_PER_PAGE}`);
  return { q: q.trim(), role, active, page, perPage };
}

/** Whether an account matches a list query's filters (the memory store's rule; PostgreSQL writes it in SQL). */
export function matchesAccount(account: AccountRecord, { q, role, active }: { q: string; role?: AccountRole; active?: boolean }): boolean {
  if (role !== undefined && account.role !== role) return false;
  if (active !== undefined && account.active !== active) return false;
  const needle = q.toLowerCase();
  return needle === '' || [account.email, account.fullName, account.username].some((text) => text.toLowerCase().includes(needle));
}

/** Counts per role from (role, count) pairs, every role present. */
export function countRoles(rows: readonly { role: AccountRole; count: number }[]): Record<AccountRole, number> {
  const counts = Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, 0])) as Record<AccountRole, number>;
  for (const { role, count } of rows) counts[role] += count;
  return counts;
}

/** A change of one account's role or activity, as the store is asked it. */
export type AdminChange = { role: AccountRole } | { active: boolean };

/**
 * Nobody changes their own role or activity, and no change may leave no active `admin`. `activeAdmins`
 * counts the accounts with role admin that are active now; the store reads it under its write lock.
 */
export function refuseAdminChange(target: AccountRecord, change: AdminChange, actorId: number | null, activeAdmins: number): void {
  if ('role' in change) checkedRole(change.role);
  if (actorId !== null && target.id === actorId) throw new ForbiddenError(ACCOUNT_MESSAGES.ownAccount);
  const stillAdmin = 'role' in change ? change.role === 'admin' && target.active : target.role === 'admin' && change.active;
  if (target.role === 'admin' && target.active && !stillAdmin && activeAdmins <= 1) throw new ConflictError(ACCOUNT_MESSAGES.lastAdmin);
}

/** The account after an administrative change (a new object: records handed out keep what they said). */
export function changedAccount(target: AccountRecord, change: AdminChange): AccountRecord {
  return 'role' in change ? { ...target, role: change.role } : { ...target, active: change.active };
}

/** An invitation that can still be accepted at `now`. */
export function inviteOpen(account: Pick<AccountRecord, 'inviteTokenHash' | 'inviteExpiresAt'>, now: Date): boolean {
  return account.inviteTokenHash !== null && account.inviteExpiresAt !== null && Date.parse(account.inviteExpiresAt) > now.getTime();
}

/** A registration whose e-mail or username is taken: nothing was stored; `errors` names the fields. */
export class RegistrationConflictError extends ConflictError {
  constructor(readonly errors: RegistrationErrors) {
    super([errors.email, errors.username].filter(Boolean).join(' '));
  }
}
