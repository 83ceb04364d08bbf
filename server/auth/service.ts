import type { AccountEvents } from '../audit/account-events.js';
import type { AppConfig } from '../config.js';
import { ForbiddenError } from '../errors.js';
import type { AccountRepository, UserData } from './repository.js';
import { RegistrationConflictError, type RegistrationErrors } from './rules.js';
import type { AccountRecord } from '../../seed/accounts.js';
import type { TokenIssuer } from './tokens.js';

export interface Session {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

export type LoginResult = { ok: true; session: Session } | { ok: false; error: { email: string[] } };
export type RegisterResult =
  | { ok: true; user: UserData; accessToken: string; refreshToken: string }
  | { ok: false; error: RegistrationErrors };
export type RefreshResult = { ok: true; session: Session } | { ok: false; error: string };

/** Login, register, refresh and logout (spec sections 4, 5, 7 Auth, 8) for both REST and GraphQL. */
export class AuthService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: TokenIssuer,
    private readonly config: Pick<AppConfig, 'registrationEnabled' | 'registrationRole'>,
    /** The account's cart size for `extras` (the legacy navbar badge). */
    private readonly cartItemsCount: (accountId: number) => number | Promise<number>,
    /** The audit log's sign-ins and sign-outs (server/audit/account-events.ts). */
    private readonly events: Pick<AccountEvents, 'record'>,
  ) {}

  async userData(account: AccountRecord): Promise<UserData> {
    return {
      id: account.id,
      fullName: account.fullName,
      username: account.username,
      avatar: account.avatar,
      email: account.email,
      role: account.role,
      ability: account.ability.map((r) => ({ ...r })),
      extras: { eCommerceCartItemsCount: await this.cartItemsCount(account.id) },
    };
  }

  private async session(account: AccountRecord): Promise<Session> {
    return {
      userData: await this.userData(account),
      accessToken: this.tokens.signAccess(account.id),
      refreshToken: this.tokens.signRefresh(account.id),
    };
  }

  async login(email: string, password: string): Promise<LoginResult> {
    const account = await this.accounts.authenticate(email, password);
    if (!account) {
      // Recorded against the account the e-mail names, if any: an unknown e-mail is no account's event.
      const tried = await this.accounts.findByEmail(email);
      if (tried) await this.events.record('sign_in_failed', tried.id, null);
      return { ok: false, error: { email: ['Email or Password is Invalid'] } };
    }
    await this.events.record('sign_in', account.id, account.id);
    return { ok: true, session: await this.session(account) };
  }

  /** Tokens are stateless: signing out is the client forgetting them, recorded for the account a valid token names. */
  async logout(accountId: number | null): Promise<void> {
    if (accountId !== null && (await this.accounts.findById(accountId))) await this.events.record('sign_out', accountId, accountId);
  }

  async register(input: { email: string; password: string; username: string }): Promise<RegisterResult> {
    if (!this.config.registrationEnabled) throw new ForbiddenError('Registration is disabled on this server');
    let account: AccountRecord;
    try {
      account = await this.accounts.create({ ...input, role: this.config.registrationRole });
    } catch (error) {
      if (error instanceof RegistrationConflictError) return { ok: false, error: error.errors };
      throw error;
    }
    const session = await this.session(account);
    return { ok: true, user: session.userData, accessToken: session.accessToken, refreshToken: session.refreshToken };
  }

  async refresh(refreshToken: string): Promise<RefreshResult> {
    const id = this.tokens.verifyRefresh(refreshToken);
    const account = id === null ? undefined : await this.accounts.findById(id);
    if (!account) return { ok: false, error: 'Invalid refresh token' };
    return { ok: true, session: await this.session(account) };
  }
}
