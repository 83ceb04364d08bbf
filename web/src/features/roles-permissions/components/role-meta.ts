import type { IconName } from '@blueprintjs/core';
import type { PermissionRole } from '../../../__generated__/graphql';

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
