import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { LruCache } from '../common/lru-cache.js';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';

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
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface AbilityRule {
  action: Action;
  subject: Subject;
}

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Without a stored ability list the app grants only `read Auth` (spec section 6). */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function abilityFor(rules: readonly AbilityRule[] | undefined): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules && rules.length > 0 ? [...rules] : DEFAULT_RULES);
}

/**
 * `abilityFor` with memory. Building a CASL ability indexes its rules, and an ability depends on
 * nothing but its rule list, so accounts with the same list share one. The key is read from the
 * list the account holds at call time: a changed role or ability list takes effect on the next call.
 */
export function cachedAbilities(maxEntries = 256): (rules: readonly AbilityRule[] | undefined) => AppAbility {
  const cache = new LruCache<AppAbility>(maxEntries);
  return (rules) => {
    const key = JSON.stringify(rules && rules.length > 0 ? rules : DEFAULT_RULES);
    let ability = cache.get(key);
    if (!ability) {
      ability = abilityFor(rules);
      cache.set(key, ability);
    }
    return ability;
  };
}

/** The caller of a request, as both faces see it: null when no valid access token was sent. */
export interface Principal {
  accountId: number;
  ability: AppAbility;
}

/** Throws 401/403 domain errors; REST and GraphQL map them to their own shapes. */
export function authorize(principal: Principal | null, action: Action, subject: Subject): Principal {
  if (!principal) throw new UnauthenticatedError('Missing or invalid access token');
  if (!principal.ability.can(action, subject)) {
    throw new ForbiddenError(`You are not allowed to ${action} ${subject}`);
  }
  return principal;
}
