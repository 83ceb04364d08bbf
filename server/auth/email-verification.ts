import type { Principal } from '../access/caller.js';
import type { Clock } from '../common/clock.js';
import { ConflictError, InvalidFieldError, TooManyRequestsError, UnauthenticatedError } from '../common/errors.js';
import type { MailService } from '../mail/service.js';
import type { AccountRecord } from './models.js';
import type { AccountRepository } from './repository.js';
import { inviteTokenHash, newInviteToken } from './rules.js';

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

/**
 * E-mail verification for both faces: a letter with a link (24 h, once, only its hash stored) to a new
 * registration's address, sent again on request at most once a minute; the link confirms the address it was sent
 * to, if that is still the account's.
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
    const last = await this.accounts.lastEmailVerificationSent(account.id);
    const wait = last === undefined ? 0 : Date.parse(last) + RESEND_AFTER_MS - this.clock().getTime();
    if (wait > 0) throw new TooManyRequestsError(Math.ceil(wait / 1000), 'A verification letter was sent a moment ago');
    await this.send(account);
  }

  /** Confirms the link's address: BAD_USER_INPUT naming `token` for a malformed one, or one expired, used or unknown (one message). */
  async verify(token: string): Promise<AccountRecord> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new InvalidFieldError('token', 'is not a verification token', 'malformed');
    const account = await this.accounts.verifyEmail(inviteTokenHash(token), this.clock());
    if (!account) throw new InvalidFieldError('token', VERIFICATION_LINK_REFUSED, 'invalid');
    return account;
  }
}
