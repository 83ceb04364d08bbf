import { LruCache } from '../common/lru-cache.js';
import type { Revisions } from '../common/revisions.js';
import type { SessionRepository } from '../sessions/repository.js';
import { needsTouch } from '../sessions/rules.js';
import type { AccountRepository } from './repository.js';
import type { RoleAbilities, RoleAbilityMap } from '../access/role-abilities.js';
import type { AccessClaims, TokenIssuer } from '../access/tokens.js';
import type { KeyCredential, Principal } from '../access/caller.js';
import { keyAbilities } from '../access/key-abilities.js';
import type { AccountRecord } from './models.js';
import { abilityFor, DEFAULT_RULES } from '../access/abilities.js';
import type { TwoStepRepository } from '../two-step/repository.js';
import { isOn } from '../two-step/rules.js';
import { mustEnrol, type TwoStepPolicy } from './two-step-settings.js';
import { mustVerify, type VerificationPolicy } from './email-verification.js';

/** How long an account read for a request serves the next ones, when this instance saw no account write. */
export const ACCOUNT_RECHECK_MS = 1000;

interface ReadAccount {
  account: AccountRecord | undefined;
  /** It must enrol in two-step sign-in before anything else (TWO_STEP_REQUIRED_ROLES). */
  enrolling: boolean;
  revision: number;
  /** The two-step revision it was read at: enrolling there ends the narrowing at once. */
  twoStepRevision: number;
  readAt: number;
}

/** What a session may do while its account must enrol in two-step sign-in first: its own shell and enrolling. */
const ENROLLING_ABILITY = abilityFor(DEFAULT_RULES);

interface ReadSession {
  /** The account of a session that has not ended; null for an ended or unknown one. */
  accountId: number | null;
  revision: number;
  readAt: number;
}

/**
 * The caller behind an access token, for every request of both faces. Reading the account and its session is
 * the one asynchronous step, and a request in flight between two awaits costs more than the rest of the guard,
 * so each read is kept: until this instance writes an account or a session (its revision moves: a session
 * ended here is refused at once), and at most ACCOUNT_RECHECK_MS, so a change made by another instance sharing
 * the database (a role, a deactivation, a session ended there) is seen within a second. No request reads the
 * database while its reads are fresh. The ability is the account's role's (RoleAbilities, kept the same way), so
 * a changed role, a changed permission or a deactivation counts from the next request on the same token; a
 * deactivated account has no principal: its tokens are refused (401) like invalid ones. An account whose role
 * requires two-step sign-in (TWO_STEP_REQUIRED_ROLES) and that has not enrolled gets `read Auth` only, on both
 * faces, until it enrols (its two-step state is read and kept with the account).
 */
export class Principals {
  private readonly accounts = new LruCache<ReadAccount>(1000);
  private readonly sessions = new LruCache<ReadSession>(1000);
  private readonly keyAbility = keyAbilities();

  constructor(
    private readonly tokens: Pick<TokenIssuer, 'verifyAccess'>,
    private readonly store: Pick<AccountRepository, 'findById'>,
    private readonly sessionStore: Pick<SessionRepository, 'find' | 'touch'>,
    private readonly revisions: Revisions,
    private readonly roles: Pick<RoleAbilities, 'known' | 'current'>,
    private readonly recheckMs = ACCOUNT_RECHECK_MS,
    /** TWO_STEP_REQUIRED_ROLES and where two-step state is read; by default no role must enrol. */
    private readonly twoStep: { policy: TwoStepPolicy; store: Pick<TwoStepRepository, 'find'>; verification?: VerificationPolicy } = {
      policy: { requiredRoles: [] },
      store: { find: async () => undefined },
    },
  ) {}

  /** The caller when it is known without reading (null for a token that fails), undefined when it is not. */
  known(token: string): Principal | null | undefined {
    const claims = this.tokens.verifyAccess(token);
    if (claims === null) return null;
    const read = this.accounts.get(String(claims.accountId));
    const session = this.sessions.get(claims.sessionId);
    if (!this.freshAccount(read) || !this.fresh(session, 'sessions')) return undefined;
    const roles = this.roles.known();
    return roles && principalOf(claims, read, session.accountId, roles);
  }

  async of(token: string): Promise<Principal | null> {
    const known = this.known(token);
    if (known !== undefined) return known;
    const claims = this.tokens.verifyAccess(token);
    if (claims === null) return null;
    const [account, sessionAccountId, roles] = await Promise.all([
      this.readAccount(claims.accountId),
      this.readSession(claims.sessionId),
      this.roles.current(),
    ]);
    return principalOf(claims, account, sessionAccountId, roles);
  }

  /**
   * The caller behind a valid API key of `accountId` (server/api-keys finds the key without reading): its owner as
   * the account is now (kept as for tokens: a role change or deactivation counts on the next request), with the
   * owner's ability narrowed for a key (server/access/key-abilities.ts). Without a promise when the account is known.
   */
  ofKey(accountId: number, key: KeyCredential): Principal | null | Promise<Principal | null> {
    const read = this.accounts.get(String(accountId));
    const roles = this.roles.known();
    if (this.freshAccount(read) && roles) return this.keyPrincipal(read, key, roles);
    return Promise.all([this.readAccount(accountId), this.roles.current()]).then(([account, current]) => this.keyPrincipal(account, key, current));
  }

  private keyPrincipal({ account, enrolling }: ReadAccount, key: KeyCredential, roles: RoleAbilityMap): Principal | null {
    if (!account?.active) return null;
    const owner = enrolling ? ENROLLING_ABILITY : roles.abilityOf(account.role);
    return { accountId: account.id, sessionId: `key:${key.id}`, role: account.role, ability: this.keyAbility(owner, key.access), apiKey: key };
  }

  private fresh<T extends { revision: number; readAt: number }>(read: T | undefined, domain: string): read is T {
    return read !== undefined && read.revision === this.revisions.of(domain) && Date.now() - read.readAt < this.recheckMs;
  }

  private freshAccount(read: ReadAccount | undefined): read is ReadAccount {
    return this.fresh(read, 'accounts') && read.twoStepRevision === this.revisions.of('twoStep');
  }

  private async readAccount(id: number): Promise<ReadAccount> {
    const read = this.accounts.get(String(id));
    if (this.freshAccount(read)) return read;
    const revision = this.revisions.of('accounts');
    const twoStepRevision = this.revisions.of('twoStep');
    const readAt = Date.now();
    const account = await this.store.findById(id);
    // Only an account of a required role needs its two-step state read.
    const required = account !== undefined && mustEnrol(this.twoStep.policy, account, false);
    // An address to verify first (REGISTRATION_REQUIRE_VERIFIED_EMAIL) narrows the session as enrolling does.
    const verifying = account !== undefined && this.twoStep.verification !== undefined && mustVerify(this.twoStep.verification, account);
    const enrolling = verifying || (required && !isOn(await this.twoStep.store.find(id)));
    const fresh = { account, enrolling, revision, twoStepRevision, readAt };
    this.accounts.set(String(id), fresh);
    return fresh;
  }

  /** The session's account while it has not ended; activity is noted on the way, at most once a minute. */
  private async readSession(id: string): Promise<number | null> {
    const read = this.sessions.get(id);
    if (this.fresh(read, 'sessions')) return read.accountId;
    const revision = this.revisions.of('sessions');
    const readAt = Date.now();
    const session = await this.sessionStore.find(id);
    const accountId = session && session.endedAt === null ? session.accountId : null;
    if (session && accountId !== null && needsTouch(session, new Date(readAt))) await this.sessionStore.touch(id, new Date(readAt));
    this.sessions.set(id, { accountId, revision, readAt });
    return accountId;
  }
}

function principalOf(claims: AccessClaims, { account, enrolling }: ReadAccount, sessionAccountId: number | null, roles: RoleAbilityMap): Principal | null {
  if (!account?.active || sessionAccountId !== account.id) return null;
  return { accountId: account.id, sessionId: claims.sessionId, role: account.role, ability: enrolling ? ENROLLING_ABILITY : roles.abilityOf(account.role) };
}
