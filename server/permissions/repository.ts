import type { WriteContext } from '../common/record-versions.js';
import type { NewPermission, PermissionChanges, PermissionPage, PermissionQuery, PermissionRecord } from './models.js';
import type { MethodKinds } from '../common/revisions.js';
import type { RoleGrants } from '../access/roles.js';

declare module '../common/repositories.js' {
  interface Repositories {
    permissions: PermissionRepository;
  }
}

/**
 * Owner of the permissions: search and page the list, add (newest first), update (name, roles, grants),
 * delete, and what each role is granted (the abilities of permission-role accounts). Two stores
 * implement it (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts;
 * tests/permissions/contract.test.ts pins that both answer alike.
 */
export interface PermissionRepository {
  /** Every permission in list order (newest first). */
  all(): Promise<PermissionRecord[]>;
  /** NotFoundError for an unknown id. */
  findById(id: number): Promise<PermissionRecord>;
  /** Spec section 7: q matches name or createdDate (case-insensitive substring); assignedTo is an exact role key; newest first. */
  list(query?: PermissionQuery): Promise<PermissionPage>;
  /**
   * Spec section 4: first in the list, id = maximum + 1, dated now, the name unused (case-insensitive); assigned
   * to the administrator role only and granting nothing unless `input` says otherwise. Unknown roles, actions or
   * subjects throw InvalidInputError naming the field, and nothing is stored.
   */
  add(input: NewPermission, writer?: WriteContext): Promise<PermissionRecord>;
  /**
   * Replaces the fields given (a name unused by another permission, roles, grants: checked as for `add`) and
   * moves the version; a stale `writer.version` throws StaleVersionError and writes nothing.
   */
  update(id: number, changes: PermissionChanges, writer?: WriteContext): Promise<PermissionRecord>;
  /** Removes and returns the permission; an unknown id removes nothing (NotFoundError). */
  delete(id: number): Promise<PermissionRecord>;
  /** Every role's grants: the union over the permissions assigned to it (roleGrantsOf in rules.ts). */
  roleGrants(): Promise<RoleGrants>;
  /**
   * Brings a deleted permission back with its id and fields, where it stood in the list (a restore,
   * server/audit/): ConflictError when the id or the name is taken.
   */
  reinstate(permission: PermissionRecord, writer?: WriteContext): Promise<PermissionRecord>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const permissionMethods = {
  all: 'read',
  findById: 'read',
  list: 'read',
  add: 'write',
  update: 'write',
  delete: 'write',
  roleGrants: 'read',
  reinstate: 'write',
} as const satisfies MethodKinds<PermissionRepository>;
