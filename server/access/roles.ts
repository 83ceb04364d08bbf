import type { AbilityRule, Grant } from './abilities.js';

/** The roles of the access-management app's permissions (spec section 3, "Permission"). */
export const PERMISSION_ROLES = ['administrator', 'manager', 'user', 'support', 'restricted-user'] as const;
export type PermissionRole = (typeof PERMISSION_ROLES)[number];

/** The union of the grants of every permission assigned to each role: a permission role's abilities. */
export type RoleGrants = Readonly<Record<PermissionRole, readonly Grant[]>>;

/**
 * The roles an account may have: the two of spec section 6, whose abilities are fixed, and the
 * five permission roles, whose abilities are `read Auth` plus the grants of the permissions assigned to them
 * (server/access/role-abilities.ts). Keys as REST spells them; GraphQL writes `restricted_user` (graphqlRole).
 */
export const FIXED_ROLES = ['admin', 'client'] as const;
export type FixedRole = (typeof FIXED_ROLES)[number];

export const ACCOUNT_ROLES = [...FIXED_ROLES, ...PERMISSION_ROLES] as const;
export type AccountRole = FixedRole | PermissionRole;

/** Spec section 6, exactly. */
export const FIXED_ROLE_RULES: Readonly<Record<FixedRole, readonly AbilityRule[]>> = {
  admin: [{ action: 'manage', subject: 'all' }],
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

/** What every permission-role account may do before any grant: its own shell (spec section 6's default). */
export const PERMISSION_ROLE_BASE: readonly AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function isPermissionRole(role: AccountRole): role is PermissionRole {
  return (PERMISSION_ROLES as readonly string[]).includes(role);
}

/** What an account of `role` may do, given every permission role's grants (PermissionRepository.roleGrants). */
export function roleRules(role: AccountRole, grants: RoleGrants): readonly AbilityRule[] {
  return isPermissionRole(role) ? [...PERMISSION_ROLE_BASE, ...grants[role]] : FIXED_ROLE_RULES[role];
}

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** GraphQL enum values cannot hold '-': `restricted_user` is the REST `restricted-user`. */
type GraphQLSpelling<R extends string> = R extends 'restricted-user' ? 'restricted_user' : R;

export function graphqlRole<R extends AccountRole>(role: R): GraphQLSpelling<R> {
  return (role === 'restricted-user' ? 'restricted_user' : role) as GraphQLSpelling<R>;
}

export function roleFromGraphQL<R extends string>(role: R): R extends 'restricted_user' ? 'restricted-user' : R {
  return (role === 'restricted_user' ? 'restricted-user' : role) as R extends 'restricted_user' ? 'restricted-user' : R;
}
