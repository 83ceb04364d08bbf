import type { AppConfig } from '../config.js';
import { ForbiddenError } from '../errors.js';
import type { Clock } from '../repositories.js';
import type { AccountRepository, UserData } from './repository.js';
import type { RoleAbilities } from './role-abilities.js';
import { ACCOUNT_MESSAGES, RegistrationConflictError, type RegistrationErrors } from './rules.js';
import type { AccountRecord } from '../../seed/accounts.js';
import type { TokenIssuer } from './tokens.js';

export interface Session {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

/** A refused sign-in: `invalid` for an unknown e-mail or a wrong password, `deactivated` for a right password of a deactivated account. */
export type LoginResult = { ok: true; session: Session } | { ok: false; reason: 'invalid' | 'deactivated'; error: { email: string[] } };
export type RegisterResult =
  | { ok: true; user: UserData; accessToken: string; refreshToken: string }
  | { ok: false; error: RegistrationErrors };
export type RefreshResult = { ok: true; session: Session } | { ok: false; error: string };

/** Login, register and refresh (spec sections 4, 5, 7 Auth, 8) for both REST and GraphQL. */
export class AuthService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly tokens: TokenIssuer,
    private readonly config: Pick<AppConfig, 'registrationEnabled' | 'registrationRole'>,
    /** The account's cart size for `extras` (the legacy navbar badge). */
    private readonly cartItemsCount: (accountId: number) => number | Promise<number>,
    /** Each role's abilities: `userData.ability` is the role's, as the legacy client feeds it to CASL. */
    private readonly roles: Pick<RoleAbilities, 'current'>,
    private readonly clock: Clock,
  ) {}

  async userData(account: AccountRecord): Promise<UserData> {
    const [roles, cartItems] = await Promise.all([this.roles.current(), this.cartItemsCount(account.id)]);
    return {
      id: account.id,
      fullName: account.fullName,
      username: account.username,
      avatar: account.avatar,
      email: account.email,
      role: account.role,
      ability: roles.rulesOf(account.role).map((r) => ({ ...r })),
      extras: { eCommerceCartItemsCount: cartItems },
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
    if (!account) return { ok: false, reason: 'invalid', error: { email: ['Email or Password is Invalid'] } };
    // Said only to someone who knows the password: nobody else learns the account exists.
    if (!account.active) return { ok: false, reason: 'deactivated', error: { email: [ACCOUNT_MESSAGES.deactivated] } };
    return { ok: true, session: await this.signIn(account) };
  }

  /** The session of an account that proved who it is (a password, an accepted invitation): its sign-in is noted. */
  async signIn(account: AccountRecord): Promise<Session> {
    return this.session((await this.accounts.recordSignIn(account.id, this.clock())) ?? account);
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
    if (!account?.active) return { ok: false, error: 'Invalid refresh token' };
    return { ok: true, session: await this.session(account) };
  }
}
