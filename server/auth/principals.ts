import type { AccountRecord } from '../../seed/accounts.js';
import { LruCache } from '../common/lru-cache.js';
import type { Revisions } from '../common/revisions.js';
import type { Principal } from './abilities.js';
import type { AccountRepository } from './repository.js';
import type { RoleAbilities, RoleAbilityMap } from './role-abilities.js';
import type { TokenIssuer } from './tokens.js';

/** How long an account read for a request serves the next ones, when this instance saw no account write. */
export const ACCOUNT_RECHECK_MS = 1000;

interface ReadAccount {
  account: AccountRecord | undefined;
  revision: number;
  readAt: number;
}

/**
 * The caller behind an access token, for every request of both faces. Reading the account is the one
 * asynchronous step, and a request in flight between two awaits costs more than the rest of the guard, so
 * an account read is kept: until this instance writes an account (its revision moves), and at most
 * ACCOUNT_RECHECK_MS so a change made by another instance sharing the database is seen within a second.
 * The ability is the account's role's (RoleAbilities, kept the same way), so a changed role, a changed
 * permission or a deactivation counts from the next request on the same token; a deactivated account has no
 * principal: its tokens are refused (401) like invalid ones.
 */
export class Principals {
  private readonly accounts = new LruCache<ReadAccount>(1000);

  constructor(
    private readonly tokens: Pick<TokenIssuer, 'verifyAccess'>,
    private readonly store: Pick<AccountRepository, 'findById'>,
    private readonly revisions: Revisions,
    private readonly roles: Pick<RoleAbilities, 'known' | 'current'>,
    private readonly recheckMs = ACCOUNT_RECHECK_MS,
  ) {}

  /** The caller when it is known without reading (null for a token that fails), undefined when it is not. */
  known(token: string): Principal | null | undefined {
    const id = this.tokens.verifyAccess(token);
    if (id === null) return null;
    const read = this.accounts.get(String(id));
    if (!read || read.revision !== this.revisions.of('accounts') || Date.now() - read.readAt >= this.recheckMs) return undefined;
    const roles = this.roles.known();
    return roles && principalOf(read.account, roles);
  }

  async of(token: string): Promise<Principal | null> {
    const known = this.known(token);
    if (known !== undefined) return known;
    const id = this.tokens.verifyAccess(token);
    if (id === null) return null;
    const [account, roles] = await Promise.all([this.account(id), this.roles.current()]);
    return principalOf(account, roles);
  }

  private async account(id: number): Promise<AccountRecord | undefined> {
    const kept = this.accounts.get(String(id));
    if (kept && kept.revision === this.revisions.of('accounts') && Date.now() - kept.readAt < this.recheckMs) return kept.account;
    const revision = this.revisions.of('accounts');
    const readAt = Date.now();
    const account = await this.store.findById(id);
    this.accounts.set(String(id), { account, revision, readAt });
    return account;
  }
}

function principalOf(account: AccountRecord | undefined, roles: RoleAbilityMap): Principal | null {
  return account?.active ? { accountId: account.id, role: account.role, ability: roles.abilityOf(account.role) } : null;
}
