import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { LruCache } from '../common/lru-cache.js';

/**
 * One rule set for REST and GraphQL (spec section 6). Every protected REST route and every
 * resolver names the action and subject it needs; `manage`/`all` are CASL's wildcards.
 */
export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'all',
  'Auth', // the signed-in user's own shell: navbar search, bookmarks read
  'ACL', // the access-control page
  'User',
  'Product',
  'Chat',
  'Invoice',
  'Task',
  'Email',
  'Event',
  'Employee',
  'Permission',
  'Bookmark',
  'Content', // FAQ, knowledge base, blog, pricing, profile, account settings, autocomplete
  'Analytics', // dashboard cards
  'AuditLog', // who changed what (the audit log)
  'MailLog', // the letters the server sent, queued or failed (the mail log)
  'Account', // login accounts: roles, invitations, activation
  'ApiKey', // API keys: `create` one's own, `manage` everyone's
  'View', // saved views of the lists: `manage View` shares them with roles
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface AbilityRule {
  action: Action;
  subject: Subject;
}

/**
 * What a permission may grant: any action on any concrete subject. `all` stays out: `manage all`
 * is the fixed `admin` role of spec section 6, never something a permission hands out.
 */
export const GRANT_ACTIONS = ACTIONS;
export const GRANT_SUBJECTS = SUBJECTS.filter((subject): subject is Exclude<Subject, 'all'> => subject !== 'all');
export type GrantSubject = (typeof GRANT_SUBJECTS)[number];

/** A CASL rule a permission grants to every account of the roles it is assigned to. */
export interface Grant extends AbilityRule {
  subject: GrantSubject;
}

/** Grants in one order (the catalogue's: subject, then action), so two lists with the same rules are equal. */
export function compareGrants(a: AbilityRule, b: AbilityRule): number {
  return SUBJECTS.indexOf(a.subject) - SUBJECTS.indexOf(b.subject) || ACTIONS.indexOf(a.action) - ACTIONS.indexOf(b.action);
}

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Without a stored ability list the app grants only `read Auth` (spec section 6). */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function abilityFor(rules: readonly AbilityRule[] | undefined): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules && rules.length > 0 ? [...rules] : DEFAULT_RULES);
}

/**
 * `abilityFor` with memory. Building a CASL ability indexes its rules, and an ability depends on
 * nothing but its rule list, so accounts with the same list share one. A list seen before is found
 * by identity and checked rule by rule against what it held then (no key built per request); a
 * changed role or ability list (replaced, or changed in place) takes effect on the next call.
 */
export function cachedAbilities(maxEntries = 256): (rules: readonly AbilityRule[] | undefined) => AppAbility {
  const byContent = new LruCache<AppAbility>(maxEntries);
  const byList = new WeakMap<readonly AbilityRule[], { seen: AbilityRule[]; ability: AppAbility }>();
  const unchanged = (seen: readonly AbilityRule[], rules: readonly AbilityRule[]) =>
    seen.length === rules.length && seen.every((rule, i) => rule.action === rules[i].action && rule.subject === rules[i].subject);
  return (rules) => {
    const list = rules && rules.length > 0 ? rules : DEFAULT_RULES;
    const known = byList.get(list);
    if (known && unchanged(known.seen, list)) return known.ability;
    const key = JSON.stringify(list);
    let ability = byContent.get(key);
    if (!ability) {
      ability = abilityFor(list);
      byContent.set(key, ability);
    }
    byList.set(list, { seen: list.map(({ action, subject }) => ({ action, subject })), ability });
    return ability;
  };
}
