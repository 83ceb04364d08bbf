import { createMongoAbility, type RawRuleOf } from '@casl/ability';
import type { AppAbility } from './abilities.js';
import type { KeyAccess } from './caller.js';

type Rule = RawRuleOf<AppAbility>;

/** What no API key may do, whatever its owner's role: manage accounts, or make, list or revoke keys. */
const NEVER_WITH_A_KEY: readonly Rule[] = [
  { action: 'manage', subject: 'Account', inverted: true },
  { action: 'manage', subject: 'ApiKey', inverted: true },
];

/** A READ key keeps its owner's reads: `manage` becomes `read`, and every other action goes. */
function readsOf(rules: readonly Rule[]): Rule[] {
  return rules.flatMap((rule) => {
    if (rule.inverted) return [rule];
    const actions = [rule.action].flat();
    return actions.includes('read') || actions.includes('manage') ? [{ ...rule, action: 'read' as const }] : [];
  });
}

/**
 * The ability of a request made with an API key: its owner's role's ability as it is now, narrowed to reads for a
 * READ key, and never account administration or API keys (NEVER_WITH_A_KEY, last so it wins over any grant). An
 * owner's ability is kept as one object until its role or grants change (role-abilities.ts), so the narrowed one is
 * kept beside it: no request builds an ability, and a changed role reaches the key on its next request.
 */
export function keyAbilities(): (owner: AppAbility, access: KeyAccess) => AppAbility {
  const kept = new WeakMap<AppAbility, Partial<Record<KeyAccess, AppAbility>>>();
  return (owner, access) => {
    let narrowed = kept.get(owner);
    if (!narrowed) kept.set(owner, (narrowed = {}));
    return (narrowed[access] ??= createMongoAbility<AppAbility>([...(access === 'READ' ? readsOf(owner.rules) : owner.rules), ...NEVER_WITH_A_KEY]));
  };
}
