import type { Revisions } from '../common/revisions.js';
import { cachedAbilities, type AbilityRule, type AppAbility } from './abilities.js';
import { ACCOUNT_ROLES, roleRules, type AccountRole, type RoleGrants } from './roles.js';

/** Every role's rules and ability, as read at one moment. */
export interface RoleAbilityMap {
  rulesOf(role: AccountRole): readonly AbilityRule[];
  abilityOf(role: AccountRole): AppAbility;
}

interface Loaded extends RoleAbilityMap {
  /** The permissions' revision seen before reading: a write on this instance since makes the map stale. */
  revision: number;
  readAt: number;
}

/**
 * The ability of every role, kept: no request reads the permissions for it. A permission role's
 * ability is `read Auth` plus the grants of the permissions assigned to it (roles.ts roleRules). The map is read
 * once and kept until a permission write on this instance moves its revision, and at most `recheckMs` (set on
 * PostgreSQL, where another instance may write: within a second, like the accounts of principals.ts). Abilities
 * with the same rules are the same object (cachedAbilities), so answers kept per ability (server/http/answer-cache.ts)
 * survive a reload that changed nothing, and a changed ability never finds an answer kept under the old one.
 */
export class RoleAbilities {
  private loaded: Loaded | undefined;
  private loading: { revision: number; map: Promise<Loaded> } | undefined;
  private readonly abilityFor = cachedAbilities(64);

  constructor(
    private readonly grants: () => Promise<RoleGrants>,
    private readonly revisions: Revisions,
    private readonly recheckMs = Number.POSITIVE_INFINITY,
  ) {}

  /** The map when it is current, without a promise (the request path); undefined when it must be read. */
  known(): RoleAbilityMap | undefined {
    const loaded = this.loaded;
    if (!loaded || loaded.revision !== this.revisions.of('permissions') || Date.now() - loaded.readAt >= this.recheckMs) return undefined;
    return loaded;
  }

  /** The current map, read when it is not known. */
  async current(): Promise<RoleAbilityMap> {
    return this.known() ?? this.load();
  }

  /**
   * The map read again now, whatever is kept: for a change another instance announced (a live event arrives
   * before this instance's recheck).
   */
  async fresh(): Promise<RoleAbilityMap> {
    return this.start();
  }

  private load(): Promise<Loaded> {
    const revision = this.revisions.of('permissions');
    return this.loading?.revision === revision ? this.loading.map : this.start();
  }

  private start(): Promise<Loaded> {
    const revision = this.revisions.of('permissions');
    const map = this.read(revision);
    this.loading = { revision, map };
    const done = () => {
      if (this.loading?.map === map) this.loading = undefined;
    };
    map.then(done, done);
    return map;
  }

  private async read(revision: number): Promise<Loaded> {
    const readAt = Date.now();
    const grants = await this.grants();
    const rules = new Map(ACCOUNT_ROLES.map((role) => [role, roleRules(role, grants)] as const));
    const abilities = new Map(ACCOUNT_ROLES.map((role) => [role, this.abilityFor(rules.get(role))] as const));
    const loaded: Loaded = {
      revision,
      readAt,
      rulesOf: (role) => rules.get(role)!,
      abilityOf: (role) => abilities.get(role)!,
    };
    // A read that started before a later one finished must not replace it.
    if (!this.loaded || this.loaded.readAt <= readAt) this.loaded = loaded;
    return loaded;
  }
}
