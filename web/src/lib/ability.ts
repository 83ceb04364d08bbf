import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { Can as CaslCan, type CanProps } from '@casl/react';
import type { ReactNode } from 'react';
import type { AbilityRuleData } from './auth/session-types';

/** The server's actions and subjects (server/access/abilities.ts); `manage`/`all` are wildcards. */
export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject =
  | 'all' | 'Auth' | 'ACL' | 'User' | 'Product' | 'Chat' | 'Invoice' | 'Task' | 'Email' | 'Event' | 'Employee'
  | 'Permission' | 'Bookmark' | 'Content' | 'Analytics' | 'AuditLog' | 'MailLog' | 'Account' | 'View' | 'ApiKey';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Spec section 6: without a stored ability list the app grants only `read Auth`. */
export const DEFAULT_RULES: AbilityRuleData[] = [{ action: 'read', subject: 'Auth' }];

export function rulesOf(ability: readonly AbilityRuleData[] | undefined | null): { action: Action; subject: Subject }[] {
  const rules = ability && ability.length > 0 ? ability : DEFAULT_RULES;
  return rules.map((r) => ({ action: r.action as Action, subject: r.subject as Subject }));
}

/**
 * One instance for the whole app, updated in place on login, logout and every `abilityChanged` (the
 * account's role or its permissions changed), so every `<Can>` re-renders without a reload.
 */
export const ability: AppAbility = createMongoAbility<[Action, Subject]>(rulesOf(null));

/** `<Can I="update" a="Bookmark">…</Can>`, typed to our actions and subjects; reads the AbilityProvider of AuthProvider. */
export const Can = CaslCan as (props: CanProps<AppAbility>) => ReactNode;

/** Where a user lands after login or when `/` is not theirs: admins the dashboard, others the ACL page. */
export function homePath(current: AppAbility): string {
  return current.can('read', 'Analytics') ? '/' : '/access-control';
}
