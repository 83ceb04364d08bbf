import type { Principal } from '../access/caller.js';
import type { Clock } from '../common/clock.js';
import { ConflictError, InvalidFieldError, TooManyRequestsError, UnauthenticatedError } from '../common/errors.js';
import type { MailService } from '../mail/service.js';
import { checkedAddress } from '../mail/rules.js';
import type { AccountRecord } from './models.js';
import type { AccountRepository } from './repository.js';
import { inviteTokenHash, loginKey, newInviteToken } from './rules.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    emailVerification: EmailVerification;
  }
}

/** Where a verification link opens: the web client's verify page, the token in the query. */
export const VERIFY_PAGE = '/pages/verify-email-cover';
export const VERIFICATION_TTL_MS = 24 * 3_600_000;
/** A person may ask for another letter once a minute. */
export const RESEND_AFTER_MS = 60_000;

export const VERIFICATION_LINK_REFUSED = 'this verification link is not valid: it has expired, was used already or never existed';

/** Whether an unverified account may do anything before it verifies (REGISTRATION_REQUIRE_VERIFIED_EMAIL). */
export interface VerificationPolicy {
  requireVerifiedEmail: boolean;
}

/** Whether the account must verify its address before anything else. */
export function mustVerify(policy: VerificationPolicy, account: Pick<AccountRecord, 'emailVerified'>): boolean {
  return policy.requireVerifiedEmail && !account.emailVerified;
}

/** There is no change to send again or to confirm. */
export const NO_EMAIL_CHANGE = 'no change of address is pending';

/**
 * E-mail verification for both faces: a letter with a link (24 h, once, only its hash stored) to a new
 * registration's address, sent again on request at most once a minute; the link confirms the address it was sent
 * to, if that is still the account's. A change of address in the account settings goes the same way: the new
 * address waits (`pendingEmail`) for the link sent to it, the old one is told, and the link moves the account.
 * Letters go out at most once a minute per account, whichever kind.
 */
export class EmailVerification {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly mail: Pick<MailService, 'send' | 'link'>,
    private readonly clock: Clock,
  ) {}

  /** A letter with a new link to the account's current address, in its interface language. */
  async send(account: AccountRecord): Promise<void> {
    const token = newInviteToken();
    const now = this.clock();
    await this.accounts.openEmailVerification(account.id, inviteTokenHash(token), account.email, new Date(now.getTime() + VERIFICATION_TTL_MS), now);
    await this.mail.send({
      kind: 'email_verification',
      to: [account.email],
      field: 'email',
      language: account.language,
      params: { link: this.mail.link(VERIFY_PAGE, { token }), validFor: VERIFICATION_TTL_MS / 3_600_000 },
    });
  }

  /** The caller's own letter again: CONFLICT when the address is verified already, TOO_MANY_REQUESTS within a minute of the last. */
  async resend(caller: Principal): Promise<void> {
    const account = await this.accounts.findById(caller.accountId);
    if (!account) throw new UnauthenticatedError('Missing or invalid access token');
    if (account.emailVerified) throw new ConflictError('the address is verified already');
    await this.refuseTooSoon(account.id);
    await this.send(account);
  }

  /**
   * Confirms the link's address: the account's own (now verified), or the new one it asked for (now its address:
   * CONFLICT when another account took it meanwhile). BAD_USER_INPUT naming `token` for a malformed one, or one
   * expired, used or unknown (one message).
   */
  async verify(token: string): Promise<AccountRecord> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new InvalidFieldError('token', 'is not a verification token', 'malformed');
    const hash = inviteTokenHash(token);
    const account = (await this.accounts.verifyEmail(hash, this.clock())) ?? (await this.accounts.confirmEmailChange(hash, this.clock()));
    if (!account) throw new InvalidFieldError('token', VERIFICATION_LINK_REFUSED, 'invalid');
    return account;
  }

  /**
   * Whether saving `email` as the account's address starts a change: not for its own address or the one already
   * waiting. Refuses what `requestChange` would (a malformed or taken address, a letter sent within the minute)
   * before the settings form stores anything.
   */
  async changeNeeded(account: AccountRecord, email: string): Promise<boolean> {
    const address = checkedAddress('email', email);
    if (loginKey(address) === loginKey(account.email) || (account.pendingEmail !== null && loginKey(address) === loginKey(account.pendingEmail))) return false;
    const other = await this.accounts.findByEmail(address);
    if (other) throw new InvalidFieldError('email', 'This email is already in use.', 'taken');
    await this.refuseTooSoon(account.id);
    return true;
  }

  /**
   * Asks to move the caller's account to `email`: a link to the new address (24 h), a notice to the old one; the
   * account signs in and gets letters at the old address until the link is followed. BAD_USER_INPUT naming `email`
   * for a malformed, unchanged or taken address; TOO_MANY_REQUESTS within a minute of the last letter.
   */
  async requestChange(accountId: number, email: string): Promise<AccountRecord> {
    const address = checkedAddress('email', email);
    const account = await this.accounts.findById(accountId);
    if (!account) throw new UnauthenticatedError('Missing or invalid access token');
    await this.refuseTooSoon(account.id);
    await this.sendChange(account, address);
    await this.mail.send({ kind: 'email_change_notice', to: [account.email], field: 'email', language: account.language, params: { newEmail: address } });
    return (await this.accounts.findById(accountId)) ?? account;
  }

  /** The link to the waiting address again (a new one): CONFLICT with none waiting, TOO_MANY_REQUESTS within the minute. */
  async resendChange(accountId: number): Promise<AccountRecord> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new UnauthenticatedError('Missing or invalid access token');
    if (account.pendingEmail === null) throw new ConflictError(NO_EMAIL_CHANGE);
    await this.refuseTooSoon(account.id);
    await this.sendChange(account, account.pendingEmail);
    return account;
  }

  /** Drops the waiting address: its links stop working, the account keeps its address. CONFLICT with none waiting. */
  async cancelChange(accountId: number): Promise<AccountRecord> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new UnauthenticatedError('Missing or invalid access token');
    if (account.pendingEmail === null) throw new ConflictError(NO_EMAIL_CHANGE);
    return (await this.accounts.cancelEmailChange(accountId)) ?? account;
  }

  private async sendChange(account: AccountRecord, address: string): Promise<void> {
    const token = newInviteToken();
    const now = this.clock();
    await this.accounts.requestEmailChange(account.id, address, inviteTokenHash(token), new Date(now.getTime() + VERIFICATION_TTL_MS), now);
    await this.mail.send({
      kind: 'email_change',
      to: [address],
      field: 'email',
      language: account.language,
      params: { link: this.mail.link(VERIFY_PAGE, { token }), validFor: VERIFICATION_TTL_MS / 3_600_000 },
    });
  }

  private async refuseTooSoon(accountId: number): Promise<void> {
    const last = await this.accounts.lastEmailVerificationSent(accountId);
    const wait = last === undefined ? 0 : Date.parse(last) + RESEND_AFTER_MS - this.clock().getTime();
    if (wait > 0) throw new TooManyRequestsError(Math.ceil(wait / 1000), 'A verification letter was sent a moment ago');
  }
}
