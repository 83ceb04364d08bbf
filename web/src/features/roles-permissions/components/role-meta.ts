import type { IconName } from '@blueprintjs/core';
import type { PermissionRole, UserRole, UserStatus } from '../../../__generated__/graphql';

/** The permission roles of schema/permissions.graphql, most powerful first. */
export const ROLES = ['administrator', 'manager', 'user', 'support', 'restricted_user'] as const satisfies readonly PermissionRole[];

export const ROLE_ICON: Record<PermissionRole, IconName> = {
  administrator: 'crown',
  manager: 'briefcase',
  user: 'person',
  support: 'headset',
  restricted_user: 'lock',
};

export function isRole(value: string | null): value is PermissionRole {
  return value !== null && (ROLES as readonly string[]).includes(value);
}

/**
 * The API links no listed user to a permission role, so the cards place each user by their listed
 * role: admin → administrator, editor and HR → manager, operator → support, subscriber → user; an
 * inactive account counts as restricted whatever its role. The page states this rule under the cards.
 */
export function permissionRoleOf(user: { role: UserRole; status: UserStatus }): PermissionRole {
  if (user.status === 'inactive') return 'restricted_user';
  const byRole: Record<UserRole, PermissionRole> = { admin: 'administrator', editor: 'manager', HR: 'manager', operator: 'support', subscriber: 'user' };
  return byRole[user.role];
}
