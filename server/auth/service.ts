import type { AccountRole } from '../access/roles.js';
import type { AccountEvents } from '../audit/account-events.js';
import { ForbiddenError, InvalidFieldError, UnauthenticatedError } from '../common/errors.js';
import type { SessionRecord } from '../sessions/repository.js';
import type { RefreshRefusal, SessionService } from '../sessions/service.js';
import type { AccessClaims } from '../access/tokens.js';
import { PASSWORD_MESSAGES, passwordProblem } from '../common/password-policy.js';
import type { AccountRepository, UserData } from './repository.js';
import type { RoleAbilities } from '../access/role-abilities.js';
import { ACCOUNT_MESSAGES, RegistrationConflictError, type RegistrationErrors } from './rules.js';
import type { SignInThrottle } from './sign-in-throttle.js';
import type { Clock } from '../common/clock.js';
import { inPerson, type Principal } from '../access/caller.js';
import type { ClientInfo } from '../http/client.js';
import type { AccountRecord } from './models.js';
import { DEFAULT_RULES } from '../access/abilities.js';
import { enteredCode, type EnteredCode } from '../two-step/rules.js';
import type { TwoStepService } from '../two-step/service.js';
import { mustEnrol, proveCode, type TwoStepPolicy } from './two-step-settings.js';
import { mustVerify, type EmailVerification, type VerificationPolicy } from './email-verification.js';
import { languageOf } from '../mail/rules.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    authService: AuthService;
  }
}

export interface Session {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

/**
 * A refused sign-in: `invalid` for an unknown e-mail or a wrong password, `deactivated` for a right password of a
 * deactivated account; `two_step_required` for the right password of an account with two-step sign-in sent
 * without a code: the sign-in goes on with the challenge (AuthService.completeSignIn).
 */
export type LoginResult =
  | { ok: true; session: Session }
  | { ok: false; reason: 'invalid' | 'deactivated'; error: { email: string[] } }
  | { ok: false; reason: 'two_step_required'; challenge: string };
export type RegisterResult =
  | { ok: true; user: UserData; accessToken: string; refreshToken: string }
  | { ok: false; error: RegistrationErrors };
export type RefreshResult = { ok: true; session: Session } | { ok: false; error: string; reason: RefreshRefusal };

/** What names the sessions a logout ends: a refresh token, an access token (REST, as sent), or the caller (GraphQL). */
export interface LogoutCredentials {
  refreshToken?: string;
  accessToken?: string;
  caller?: Principal;
}

export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';

/** Whether anyone may register, and the role a registration gets (server/config.ts). */
export interface RegistrationSettings {
  registrationEnabled: boolean;
  registrationRole: AccountRole;
}

/**
 * Sign-in, registration, refresh, sign-out and password change (spec sections 4, 5, 7 Auth, 8) for
 * both REST and GraphQL. Sign-ins and sign-outs are recorded in the audit log here (server/audit/account-events.ts);
 * a password change is recorded by the accounts' audit plan (server/auth/audit.ts).
 */
export class AuthService {
  constructor(
    private readonly accounts: AccountRepository,
    /** The server-side sessions; `sessions.endAll(accountId, reason)` ends every session of an account. */
    readonly sessions: SessionService,
    private readonly throttle: SignInThrottle,
    private readonly config: RegistrationSettings,
    /** The account's cart size for `extras` (the legacy navbar badge). */
    private readonly cartItemsCount: (accountId: number) => number | Promise<number>,
    /** Each role's abilities: `userData.ability` is the role's, as the legacy client feeds it to CASL. */
    private readonly roles: Pick<RoleAbilities, 'current'>,
    private readonly clock: Clock,
    /** The audit log's sign-ins and sign-outs (server/audit/account-events.ts). */
    private readonly events: Pick<AccountEvents, 'record'>,
    /** Two-step sign-in's codes and challenges (server/two-step). */
    private readonly twoStep: TwoStepService,
    /** Which roles must enrol in two-step sign-in first (TWO_STEP_REQUIRED_ROLES). */
    private readonly policy: TwoStepPolicy,
    /** The verification letter of a new registration. */
    private readonly verification: Pick<EmailVerification, 'send'>,
    /** Whether an unverified address keeps the account on the verify page (REGISTRATION_REQUIRE_VERIFIED_EMAIL). */
    private readonly verificationPolicy: VerificationPolicy,
  ) {}

  /**
   * An account that must enrol first (TWO_STEP_REQUIRED_ROLES) is told only `read Auth`, as its principal is
   * narrowed to (server/auth/principals.ts), so the web client shows it nothing else.
   */
  async userData(account: AccountRecord): Promise<UserData> {
    const [roles, cartItems, twoStepEnabled] = await Promise.all([this.roles.current(), this.cartItemsCount(account.id), this.twoStep.isOn(account.id)]);
    const enrol = mustEnrol(this.policy, account, twoStepEnabled);
    const verify = mustVerify(this.verificationPolicy, account);
    return {
      id: account.id,
      fullName: account.fullName,
      username: account.username,
      avatar: account.avatar,
      email: account.email,
      role: account.role,
      ability: (enrol || verify ? DEFAULT_RULES : roles.rulesOf(account.role)).map((r) => ({ ...r })),
      extras: { eCommerceCartItemsCount: cartItems },
      twoStepEnabled,
      twoStepEnrollmentRequired: enrol,
      emailVerified: account.emailVerified,
      emailVerificationRequired: verify,
      language: account.language,
      pendingEmail: account.pendingEmail,
    };
  }

  private async session(account: AccountRecord, client: ClientInfo): Promise<Session> {
    const [userData, tokens] = await Promise.all([this.userData(account), this.sessions.open(account.id, client)]);
    return { userData, ...tokens };
  }

  /**
   * Throws TooManyRequestsError past the sign-in throttle's limits, whatever the password. With two-step sign-in
   * on, `code` (a TOTP code or a recovery code) finishes the sign-in at once, as scripts do; without it the answer
   * is a challenge. A code of neither shape is refused naming `code` before anything is counted; a wrong one counts
   * as a wrong password does.
   */
  async login(email: string, password: string, client: ClientInfo, code?: string | null): Promise<LoginResult> {
    const entered = code === undefined || code === null ? null : enteredCode(code);
    await this.throttle.attempt(email, client.address);
    const account = await this.accounts.authenticate(email, password);
    if (!account) {
      await this.throttle.failed(client.address);
      // Recorded against the account the e-mail names, if any: an unknown e-mail is no account's event.
      const tried = await this.accounts.findByEmail(email);
      if (tried) await this.events.record('sign_in_failed', tried.id, null);
      return { ok: false, reason: 'invalid', error: { email: ['Email or Password is Invalid'] } };
    }
    // Said only to someone who knows the password: nobody else learns the account exists.
    if (!account.active) {
      await this.throttle.succeeded(email, client.address);
      await this.events.record('sign_in_failed', account.id, null);
      return { ok: false, reason: 'deactivated', error: { email: [ACCOUNT_MESSAGES.deactivated] } };
    }
    if (await this.twoStep.isOn(account.id)) {
      // The count stays until the second step succeeds: the password alone must not clear the guesses of codes.
      if (!entered) return { ok: false, reason: 'two_step_required', challenge: await this.twoStep.openChallenge(account.id) };
      await this.secondStep(account, entered, client);
    }
    await this.throttle.succeeded(email, client.address);
    return { ok: true, session: await this.signIn(account, client) };
  }

  /**
   * The second step of a sign-in that answered a challenge: a code (or a recovery code) of the challenge's
   * account, counted by the sign-in throttle as a password is. The challenge is single use; BAD_USER_INPUT naming
   * `challenge` when it expired, was used or never existed (one message for all three), naming `code` when the
   * code is of neither shape or wrong.
   */
  async completeSignIn(challenge: string, code: string, client: ClientInfo): Promise<Session> {
    const entered = enteredCode(code);
    const account = await this.accounts.findById(await this.twoStep.challengeAccount(challenge));
    if (!account) throw new UnauthenticatedError('The account of this sign-in is gone');
    if (!account.active) throw new ForbiddenError(ACCOUNT_MESSAGES.deactivated);
    await this.throttle.attempt(account.email, client.address);
    await this.secondStep(account, entered, client);
    await this.twoStep.closeChallenge(challenge);
    await this.throttle.succeeded(account.email, client.address);
    return this.signIn(account, client);
  }

  /** A wrong or used code is a failed sign-in: counted, recorded (never the code), refused naming `code`. */
  private async secondStep(account: AccountRecord, entered: EnteredCode, client: ClientInfo): Promise<void> {
    try {
      await proveCode(this.twoStep, this.throttle, account.id, entered, client.address);
    } catch (error) {
      await this.events.record('sign_in_failed', account.id, null);
      throw error;
    }
  }

  /** The session of an account that proved who it is (a password, an accepted invitation): its sign-in is noted and recorded. */
  async signIn(account: AccountRecord, client: ClientInfo): Promise<Session> {
    const session = await this.session((await this.accounts.recordSignIn(account.id, this.clock())) ?? account, client);
    await this.events.record('sign_in', account.id, account.id);
    return session;
  }

  async register(input: { email: string; password: string; username: string }, client: ClientInfo): Promise<RegisterResult> {
    if (!this.config.registrationEnabled) throw new ForbiddenError('Registration is disabled on this server');
    const problem = passwordProblem(input.password, input);
    if (problem) throw new InvalidFieldError('password', PASSWORD_MESSAGES[problem], problem);
    let account: AccountRecord;
    try {
      account = await this.accounts.create({ ...input, role: this.config.registrationRole, language: languageOf(client.acceptLanguage) });
    } catch (error) {
      if (error instanceof RegistrationConflictError) return { ok: false, error: error.errors };
      throw error;
    }
    await this.verification.send(account);
    const session = await this.session(account, client);
    return { ok: true, user: session.userData, accessToken: session.accessToken, refreshToken: session.refreshToken };
  }

  async refresh(refreshToken: string): Promise<RefreshResult> {
    const refreshed = await this.sessions.refresh(refreshToken);
    if (!refreshed.ok) return { ok: false, error: INVALID_REFRESH_TOKEN, reason: refreshed.reason };
    const account = await this.accounts.findById(refreshed.accountId);
    if (!account?.active) return { ok: false, error: INVALID_REFRESH_TOKEN, reason: 'invalid' };
    return { ok: true, session: { userData: await this.userData(account), ...refreshed.tokens } };
  }

  /**
   * Ends the sessions the tokens name (both, when they name two): their refresh and access tokens are refused
   * from then on, on every instance within a second. A token that is not ours (malformed, foreign, expired) is
   * refused with 401 and nothing ends; a session already over is fine.
   */
  async logout({ refreshToken, accessToken, caller }: LogoutCredentials): Promise<SessionRecord[]> {
    if (caller) inPerson(caller);
    const named: AccessClaims[] = caller ? [{ accountId: caller.accountId, sessionId: caller.sessionId }] : [];
    if (refreshToken !== undefined) {
      const claims = this.sessions.refreshClaims(refreshToken);
      if (!claims) throw new UnauthenticatedError(INVALID_REFRESH_TOKEN);
      named.push(claims);
    }
    if (accessToken !== undefined) {
      const claims = this.sessions.accessClaims(accessToken);
      if (!claims) throw new UnauthenticatedError('Missing or invalid access token');
      named.push(claims);
    }
    if (named.length === 0) throw new UnauthenticatedError('Send the refresh token or a valid access token');
    const ended = await this.sessions.end(named, 'logout');
    for (const accountId of new Set(ended.map((session) => session.accountId))) await this.events.record('sign_out', accountId, accountId);
    return ended;
  }

  /**
   * The caller's own password (any signed-in account): the new one must pass the password policy and differ
   * from the current one, which must be right (counted by the sign-in throttle). Every other session of the
   * account ends; the caller's stays. Nothing changes on a refusal.
   */
  async changePassword(caller: Principal, currentPassword: string, newPassword: string, client: ClientInfo) {
    inPerson(caller);
    const account = await this.accounts.findById(caller.accountId);
    if (!account) throw new UnauthenticatedError('Missing or invalid access token');
    const problem = passwordProblem(newPassword, account);
    if (problem) throw new InvalidFieldError('newPassword', PASSWORD_MESSAGES[problem], problem);
    if (newPassword === currentPassword) throw new InvalidFieldError('newPassword', 'must differ from the current password', 'same_as_current');
    await this.throttle.attempt(account.email, client.address);
    if (!(await this.accounts.authenticate(account.email, currentPassword))) {
      await this.throttle.failed(client.address);
      throw new InvalidFieldError('currentPassword', 'the current password is incorrect', 'incorrect');
    }
    await this.throttle.succeeded(account.email, client.address);
    await this.accounts.setPassword(account.id, newPassword);
    const ended = await this.sessions.endAll(account.id, 'password_change', caller.sessionId);
    return { id: account.id, ok: true, endedSessionIds: ended.map((session) => session.id) };
  }

  /** The caller's live sessions, most recently used first. */
  liveSessions(caller: Principal) {
    return this.sessions.live(inPerson(caller).accountId);
  }

  /** Ends one of the caller's sessions (this one too); undefined when it is not a live session of theirs. */
  async endSession(caller: Principal, sessionId: string) {
    const [ended] = await this.sessions.end([{ accountId: inPerson(caller).accountId, sessionId }], 'ended_by_owner');
    return ended;
  }

  /** "Sign out everywhere else": every session of the caller but this one. */
  endOtherSessions(caller: Principal) {
    return this.sessions.endAll(inPerson(caller).accountId, 'ended_by_owner', caller.sessionId);
  }
}
