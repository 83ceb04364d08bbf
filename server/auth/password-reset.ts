import type { Clock } from '../common/clock.js';
import { InvalidFieldError, NotFoundError } from '../common/errors.js';
import { PASSWORD_MESSAGES, passwordProblem } from '../common/password-policy.js';
import type { ClientInfo } from '../http/client.js';
import { checkedAddress } from '../mail/rules.js';
import type { MailService } from '../mail/service.js';
import type { SessionService } from '../sessions/service.js';
import type { AccountRecord } from './models.js';
import type { AccountRepository } from './repository.js';
import { hashNewPassword, inviteTokenHash, newInviteToken } from './rules.js';
import type { SignInThrottle } from './sign-in-throttle.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    passwordReset: PasswordReset;
  }
}

/** Where a reset link opens: the web client's reset page, the token in the query. */
export const RESET_PAGE = '/pages/reset-password-cover';

/** One answer for a link that expired, was used or never existed: which one is nobody's business. */
export const RESET_LINK_REFUSED = 'this reset link is not valid: it has expired, was used already or never existed';

/** The per-account key of the throttle that counts requests from every address together. */
const ANY_ADDRESS = '*';

/** A reset token is 32 random bytes, base64url: anything else is no token of ours. */
function tokenHashOf(token: string): string {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new InvalidFieldError('token', 'is not a reset token', 'malformed');
  return inviteTokenHash(token);
}

/**
 * Forgotten passwords, for both faces. A request answers the same whether or not the address has an account, and
 * does the same work in the request either way (the throttle's counts); the lookup and the letter happen after the
 * answer (MailService.later), so neither the answer nor its time tells an address with an account from one
 * without. Requests are counted by a throttle of their own (SignInThrottle's counters, keyed apart): per address
 * and account, per address, and per account from anywhere. The link's token is made here and only its hash
 * stored; it holds PASSWORD_RESET_TTL_S, once. Using it applies the password policy and ends every session.
 */
export class PasswordReset {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: Pick<SessionService, 'endAll'>,
    private readonly throttle: SignInThrottle,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  /** Throws TooManyRequestsError past the throttle; BAD_USER_INPUT naming `email` for no address. Otherwise done. */
  async request(email: string, client: ClientInfo): Promise<void> {
    const address = checkedAddress('email', email);
    await this.throttle.attempt(address, client.address);
    await this.throttle.attempt(address, ANY_ADDRESS);
    await this.throttle.failed(client.address);
    this.mail.later(async () => {
      const account = await this.accounts.findByEmail(address);
      // A deactivated account gets no letter: it could not sign in with the new password.
      if (account?.active) await this.sendLetter(account);
    });
  }

  /** An administrator's letter to the account (the accounts screen); NOT_FOUND for an unknown one, BAD_USER_INPUT for a deactivated one. */
  async sendFor(accountId: number): Promise<void> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new NotFoundError(`Account ${accountId} not found`);
    if (!account.active) throw new InvalidFieldError('id', 'the account is deactivated: reactivate it first', 'deactivated');
    await this.sendLetter(account);
  }

  /**
   * Sets the password of the link's account: BAD_USER_INPUT naming `token` for a token of another shape, or one
   * that expired, was used or never existed (one message); naming `password` when the policy refuses it (the
   * link stays good). Every session of the account ends. Answers the account, to sign in.
   */
  async reset(token: string, password: string): Promise<AccountRecord> {
    const hash = tokenHashOf(token);
    const now = this.clock();
    const account = await this.accounts.findByPasswordReset(hash, now);
    if (!account?.active) throw new InvalidFieldError('token', RESET_LINK_REFUSED, 'invalid');
    const problem = passwordProblem(password, account);
    if (problem) throw new InvalidFieldError('password', PASSWORD_MESSAGES[problem], problem);
    const reset = await this.accounts.resetPassword(hash, await hashNewPassword(password), this.clock());
    if (!reset) throw new InvalidFieldError('token', RESET_LINK_REFUSED, 'invalid');
    await this.sessions.endAll(reset.id, 'password_reset');
    return reset;
  }

  /** The address a link resets, while it is good (the reset page signs in with it); undefined otherwise. */
  async emailOf(token: string): Promise<string | undefined> {
    const account = await this.accounts.findByPasswordReset(tokenHashOf(token), this.clock());
    return account?.active ? account.email : undefined;
  }

  /** In the account's own interface language, whoever asked (its owner on the forgot page, or an administrator). */
  private async sendLetter(account: AccountRecord): Promise<void> {
    const token = newInviteToken();
    const now = this.clock();
    await this.accounts.openPasswordReset(account.id, inviteTokenHash(token), new Date(now.getTime() + this.ttlSeconds * 1000), now);
    await this.mail.send({
      kind: 'password_reset',
      to: [account.email],
      language: account.language,
      params: { link: this.mail.link(RESET_PAGE, { token }), validFor: Math.round(this.ttlSeconds / 60) },
    });
  }
}
