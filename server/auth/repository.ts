import type { AbilityRule } from '../access/abilities.js';
import type { AccountPage, AccountQuery, AdministeredAccount, NewAccount } from './rules.js';
import type { MethodKinds } from '../common/revisions.js';
import type { AccountRole } from '../access/roles.js';
import type { AccountRecord } from './models.js';
import type { MailLanguage } from '../mail/models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    accounts: AccountRepository;
  }
}

/** A reset link kept: whose, and until when (never its token or hash: the audit log records this). */
export interface PasswordResetOpened {
  accountId: number;
  expiresAt: string;
}

/** A verification link kept: whose, for which address, when sent and until when (never its token or hash). */
export interface EmailVerificationOpened {
  accountId: number;
  email: string;
  sentAt: string;
  expiresAt: string;
}

/** What the client stores as `userData`: the account without its password, with its role's abilities. */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: AccountRole;
  ability: AbilityRule[];
  extras: { eCommerceCartItemsCount: number };
  /** Whether signing in asks for a code of the authenticator app. */
  twoStepEnabled: boolean;
  /** Whether its address was confirmed by a verification letter's link. */
  emailVerified: boolean;
  /** A new address waiting for its link (GraphQL only, as `language`). */
  pendingEmail: string | null;
  /** Its interface language, which its letters are written in (GraphQL only: the REST session keeps the spec's shape). */
  language: MailLanguage;
  /** Its address is not verified and REGISTRATION_REQUIRE_VERIFIED_EMAIL is on: until it verifies it may only verify (`ability` says so). */
  emailVerificationRequired: boolean;
  /** Its role requires two-step sign-in and it has none yet: until it enrols it may only enrol (`ability` says so). */
  twoStepEnrollmentRequired: boolean;
}

/**
 * Owner of the login accounts: lookup, password check, registration with unique e-mail and username
 * (case-insensitive), password change, and their administration (list, create with a password or an
 * invitation, role, activity, last sign-in; never the last active admin, never one's own). Two stores implement
 * it (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts; tests/auth/contract.test.ts pins
 * that both answer alike.
 */
export interface AccountRepository {
  /** The account, or undefined for an unknown id. */
  findById(id: number): Promise<AccountRecord | undefined>;
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
  /** A page of accounts in id order: q in the e-mail, full name or username (case-insensitive), exact role and activity. */
  list(query?: AccountQuery): Promise<AccountPage>;
  /** How many active accounts hold each role (every role, 0 for none). */
  roleCounts(): Promise<Record<AccountRole, number>>;
  /** The account with this e-mail (case-insensitive, blanks trimmed), or undefined. */
  findByEmail(email: string): Promise<AccountRecord | undefined>;
  /** The account whose open invitation has this token hash, or undefined (unknown, accepted or lapsed at `now`). */
  findByInvite(tokenHash: string, now: Date): Promise<AccountRecord | undefined>;
  /**
   * An account made by an administrator: id = maximum + 1, active, the username from its e-mail (rules.ts
   * usernameFor). A taken e-mail throws RegistrationConflictError; invalid fields InvalidInputError; nothing is stored.
   */
  createAccount(input: AdministeredAccount): Promise<AccountRecord>;
  /**
   * Gives one account another role on behalf of `actorId` (rules.ts refuseAdminChange: never one's own, never the
   * last active admin; checked under the store's write lock). NotFoundError for an unknown id.
   */
  changeRole(id: number, role: AccountRole, actorId: number | null): Promise<AccountRecord>;
  /**
   * Deactivates or reactivates one account on behalf of `actorId`, by the same rules. Deactivation is this one
   * method, so whatever must end with it (the account's sessions) hangs here; its tokens are refused from the
   * next request on (server/auth/principals.ts).
   */
  setActive(id: number, active: boolean, actorId: number | null): Promise<AccountRecord>;
  /** Sets the password of an open invitation's account and closes it; undefined when the invitation is not open at `now`. */
  acceptInvite(tokenHash: string, passwordHash: string, now: Date): Promise<AccountRecord | undefined>;
  /** Keeps a password reset link of the account, open until `expiresAt`, by its token's hash; lapsed ones are pruned. */
  openPasswordReset(accountId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<PasswordResetOpened>;
  /** The account whose reset link this is, while open at `now`. */
  findByPasswordReset(tokenHash: string, now: Date): Promise<AccountRecord | undefined>;
  /**
   * Uses the reset link (atomic: of two requests with one link, one gets it): the account's password becomes
   * `passwordHash` and every open link of the account closes. Undefined when the link is not open at `now`.
   */
  resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<AccountRecord | undefined>;
  /** Keeps a verification link of the account's `email`, open until `expiresAt`, by its token's hash; lapsed ones are pruned. */
  openEmailVerification(accountId: number, tokenHash: string, email: string, expiresAt: Date, now: Date): Promise<EmailVerificationOpened>;
  /** When the account's latest open verification link was sent (ISO-8601); undefined for none. */
  lastEmailVerificationSent(accountId: number): Promise<string | undefined>;
  /**
   * Uses a verification link (atomic): the account's address is verified when it is still the one the link was
   * sent to, and every open link of the account closes. Undefined when the link is not open at `now`, or its address
   * is no longer the account's.
   */
  verifyEmail(tokenHash: string, now: Date): Promise<AccountRecord | undefined>;
  /** The account's interface language (its letters'); BAD_USER_INPUT naming `language` for another; undefined for an unknown id. */
  setLanguage(id: number, language: MailLanguage): Promise<AccountRecord | undefined>;
  /**
   * Keeps `email` as the account's pending address and a link to confirm it (the earlier change's links close): the
   * account keeps its address until the link is used. BAD_USER_INPUT naming `email` for its own address or one any
   * account has (checked under the write lock); NotFoundError for an unknown account.
   */
  requestEmailChange(accountId: number, email: string, tokenHash: string, expiresAt: Date, now: Date): Promise<EmailVerificationOpened>;
  /**
   * Drops the pending address: its links confirm nothing from now on (a link moves the account only to the address
   * waiting), and stay until they lapse, so the next request still counts the last letter's time. The account as it
   * is now (undefined for an unknown id).
   */
  cancelEmailChange(accountId: number): Promise<AccountRecord | undefined>;
  /**
   * Uses a change link (atomic): the account's address becomes the pending one the link was sent to, verified, and
   * every open link of the account closes; nothing else changes (sessions, password). Undefined when the link is not
   * open at `now` or is not for the pending address; ConflictError when another account has the address now.
   */
  confirmEmailChange(tokenHash: string, now: Date): Promise<AccountRecord | undefined>;
  /** Notes a successful sign-in at `at`; undefined for an unknown id. */
  recordSignIn(id: number, at: Date): Promise<AccountRecord | undefined>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const accountMethods = {
  findById: 'read',
  findByEmail: 'read',
  authenticate: 'read',
  create: 'write',
  setPassword: 'write',
  all: 'read',
  list: 'read',
  roleCounts: 'read',
  findByInvite: 'read',
  createAccount: 'write',
  changeRole: 'write',
  setActive: 'write',
  acceptInvite: 'write',
  recordSignIn: 'write',
  openPasswordReset: 'write',
  findByPasswordReset: 'read',
  resetPassword: 'write',
  openEmailVerification: 'write',
  lastEmailVerificationSent: 'read',
  verifyEmail: 'write',
  setLanguage: 'write',
  requestEmailChange: 'write',
  cancelEmailChange: 'write',
  confirmEmailChange: 'write',
} as const satisfies MethodKinds<AccountRepository>;
