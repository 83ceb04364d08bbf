import { ForbiddenError, InvalidFieldError, InvalidInputError, NotFoundError } from '../common/errors.js';
import type { TwoStepService } from '../two-step/service.js';
import type { MailLanguage } from '../mail/models.js';
import type { MailService } from '../mail/service.js';
import type { SessionService } from '../sessions/service.js';
import { PASSWORD_MESSAGES, passwordProblem } from '../common/password-policy.js';
import type { AccountRepository } from './repository.js';
import type { AccountRole } from '../access/roles.js';
import { hashNewPassword, INVITE_TTL_MS, inviteTokenHash, newInviteToken } from './rules.js';
import type { Clock } from '../common/clock.js';
import type { AccountRecord } from './models.js';

declare module '../graphql/context.js' {
  interface ContextServices {
    accountAdministration: AccountAdministration;
  }
}

export interface AccountToCreate {
  email: string;
  fullName: string;
  role: AccountRole;
  /** The first password; without one the account gets an invitation link. */
  password?: string | null;
  /** The account's interface language, the invitation letter's: the administrator picks it. */
  language?: MailLanguage | null;
}

export interface CreatedAccount {
  account: AccountRecord;
  /**
   * The one-time invitation link (a secret: handed to the administrator once, never stored, logged or audited); null
   * with a password. It is also sent to the account's address; shown for when mail is not configured.
   */
  inviteUrl: string | null;
}

/** Where an invitation is accepted: the token in the fragment, which browsers never send, so no server log holds it. */
export const INVITE_PATH = '/invite';

/**
 * Account administration over the accounts' repository, for both faces: the secrets stay here. A
 * new password is checked by the one password rule and hashed, an invitation token is made and only its hash
 * stored; the repository's writes (createAccount, changeRole, setActive, acceptInvite) receive no secret, so
 * whatever wraps them (live events, the audit log) cannot leak one.
 */
export class AccountAdministration {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: Pick<SessionService, 'endAll'>,
    private readonly clock: Clock,
    /** Two-step sign-in, which an administrator may reset (a lost phone and lost recovery codes). */
    private readonly twoStep: Pick<TwoStepService, 'reset'>,
    /** PUBLIC_URL (server/config.ts); unset, links are paths the web client completes. */
    private readonly publicUrl: string,
    /** The invitation letters. */
    private readonly mail: Pick<MailService, 'send' | 'link'>,
  ) {}

  /**
   * `adminLanguage`: the administrator's interface language, the account's (and its invitation letter's) when the
   * form picked none: the invited person has not chosen one yet.
   */
  async create({ language: picked, ...input }: AccountToCreate, adminLanguage: MailLanguage = 'ru'): Promise<CreatedAccount> {
    const language = picked ?? adminLanguage;
    if (input.password !== undefined && input.password !== null) {
      const username = input.email.split('@')[0] ?? '';
      checkPassword(input.password, { email: input.email, username });
      const account = await this.accounts.createAccount({ ...input, language, credential: { passwordHash: await hashNewPassword(input.password) } });
      return { account, inviteUrl: null };
    }
    const token = newInviteToken();
    const inviteExpiresAt = new Date(this.clock().getTime() + INVITE_TTL_MS).toISOString();
    const account = await this.accounts.createAccount({ ...input, language, credential: { inviteTokenHash: inviteTokenHash(token), inviteExpiresAt } });
    await this.mail.send({
      kind: 'invitation',
      to: [account.email],
      field: 'email',
      language: account.language,
      params: { link: `${this.mail.link(INVITE_PATH)}#${token}`, validFor: Math.round(INVITE_TTL_MS / 86_400_000) },
    });
    return { account, inviteUrl: `${this.publicUrl}${INVITE_PATH}#${token}` };
  }

  /**
   * The invited person's first password: checked by the password rule against their own e-mail and username,
   * then the invitation is closed. An unknown, used or lapsed token is refused naming `token`.
   */
  async acceptInvitation(token: string, password: string): Promise<AccountRecord> {
    const hash = inviteTokenHash(token);
    const invited = await this.accounts.findByInvite(hash, this.clock());
    if (!invited) throw new InvalidInputError(INVITATION_INVALID);
    checkPassword(password, invited);
    const account = await this.accounts.acceptInvite(hash, await hashNewPassword(password), this.clock());
    if (!account) throw new InvalidInputError(INVITATION_INVALID);
    return account;
  }

  /**
   * Deactivates or reactivates an account (the repository's rules: not one's own, never the last active admin).
   * Deactivating ends every session of the account at once: its refresh tokens stop working with its access tokens.
   */
  async setActive(id: number, active: boolean, actorId: number | null): Promise<AccountRecord> {
    const account = await this.accounts.setActive(id, active, actorId);
    if (!active) await this.sessions.endAll(id, 'account_deactivated');
    return account;
  }

  /**
   * Turns off a person's two-step sign-in (recorded as `two_step_reset`) and ends every session of theirs: whoever
   * held one is signed out, and the person signs in with the password alone, then enrols again (at once, when their
   * role requires it). NOT_FOUND for an unknown account, FORBIDDEN for one's own, CONFLICT when it was not on.
   */
  async resetTwoStep(id: number, actorId: number | null): Promise<AccountRecord> {
    const account = await this.accounts.findById(id);
    if (!account) throw new NotFoundError(`Account ${id} not found`);
    if (actorId !== null && actorId === id) throw new ForbiddenError(OWN_TWO_STEP);
    await this.twoStep.reset(id);
    await this.sessions.endAll(id, 'two_step_reset');
    return account;
  }
}

/** Nobody resets their own: they turn it off themselves, with the password and a code. */
export const OWN_TWO_STEP = 'You cannot reset your own two-step sign-in: turn it off in Account settings → Security';

export const INVITATION_INVALID = 'token is not a valid invitation: it was used, has lapsed or never existed';

function checkPassword(password: string, login: { email: string; username: string }): void {
  const problem = passwordProblem(password, login);
  if (problem) throw new InvalidFieldError('password', PASSWORD_MESSAGES[problem], problem);
}
