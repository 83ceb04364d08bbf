import { compareGrants, GRANT_ACTIONS, GRANT_SUBJECTS, type Grant } from '../access/abilities.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import { PERMISSION_LIMITS, type NewPermission, type PermissionChanges, type PermissionFields, type PermissionQuery } from './models.js';
import { PERMISSION_ROLES, type PermissionRole, type RoleGrants } from '../access/roles.js';

/**
 * The permissions domain's rules that do not depend on where rows live, shared by both stores: what a list
 * call may ask (with its defaults), what a name, a role list and a grant list must be, and what each role
 * is granted.
 */

export const DEFAULT_PER_PAGE = 10;

export interface PermissionListQuery {
  q: string;
  assignedTo?: PermissionRole;
  page: number;
  perPage: number;
}

/** Spec section 7: page 1 of 10, newest first. */
export function checkedListQuery(query: PermissionQuery = {}): PermissionListQuery {
  const { q = '', assignedTo, page = 1, perPage = DEFAULT_PER_PAGE } = query;
  if (q.length > PERMISSION_LIMITS.q) throw new InvalidInputError(`q must be at most ${PERMISSION_LIMITS.q} characters`);
  if (assignedTo !== undefined && !PERMISSION_ROLES.includes(assignedTo)) {
    throw new InvalidInputError(`assignedTo must be one of ${PERMISSION_ROLES.join(', ')}`);
  }
  if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw new InvalidInputError(`perPage must be an integer from 1 to ${MAX_PER_PAGE}`);
  }
  return { q, assignedTo, page, perPage };
}

/** Trimmed, non-empty and bounded; uniqueness (case-insensitive) is each store's check. */
export function checkedName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new InvalidInputError('name is required');
  if (name.length > PERMISSION_LIMITS.name) throw new InvalidInputError(`name must be at most ${PERMISSION_LIMITS.name} characters`);
  return name;
}

export const nameTaken = (name: string) => `A permission named "${name}" already exists`;

/** Known roles, each once, in PERMISSION_ROLES order; an unknown one is refused naming its place. */
export function checkedRoles(roles: readonly string[], field = 'assignedTo'): PermissionRole[] {
  roles.forEach((role, i) => {
    if (!(PERMISSION_ROLES as readonly string[]).includes(role)) throw new InvalidInputError(`${field}[${i}] must be one of ${PERMISSION_ROLES.join(', ')}`);
  });
  return PERMISSION_ROLES.filter((role) => roles.includes(role));
}

/** Rules of the catalogue (server/access/abilities.ts), each once, in its order; anything else is refused naming its place. */
export function checkedGrants(grants: readonly { action: string; subject: string }[], field = 'grants'): Grant[] {
  const checked: Grant[] = [];
  grants.forEach(({ action, subject }, i) => {
    if (!(GRANT_ACTIONS as readonly string[]).includes(action)) throw new InvalidInputError(`${field}[${i}].action must be one of ${GRANT_ACTIONS.join(', ')}`);
    if (!(GRANT_SUBJECTS as readonly string[]).includes(subject)) throw new InvalidInputError(`${field}[${i}].subject must be one of ${GRANT_SUBJECTS.join(', ')}`);
    if (!checked.some((g) => g.action === action && g.subject === subject)) checked.push({ action, subject } as Grant);
  });
  return checked.sort(compareGrants);
}

/** A new permission as stored, less its id and date: spec section 4's administrator-only default, no grants unless given. */
export function checkedNewPermission(input: NewPermission): Pick<PermissionFields, 'name' | 'assignedTo' | 'grants'> {
  return {
    name: checkedName(input.name),
    assignedTo: input.assignedTo ? checkedRoles(input.assignedTo) : ['administrator'],
    grants: input.grants ? checkedGrants(input.grants) : [],
  };
}

/** The fields an update replaces, checked; at least one must be given. */
export function checkedChanges(changes: PermissionChanges): Partial<Pick<PermissionFields, 'name' | 'assignedTo' | 'grants'>> {
  const checked: Partial<Pick<PermissionFields, 'name' | 'assignedTo' | 'grants'>> = {};
  if (changes.name !== undefined) checked.name = checkedName(changes.name);
  if (changes.assignedTo !== undefined) checked.assignedTo = checkedRoles(changes.assignedTo);
  if (changes.grants !== undefined) checked.grants = checkedGrants(changes.grants);
  if (Object.keys(checked).length === 0) throw new InvalidInputError('an update needs at least one of name, assignedTo, grants');
  return checked;
}

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) => a.length === b.length && a.every((x, i) => same(x, b[i]));
const sameGrant = (a: Grant, b: Grant) => a.action === b.action && a.subject === b.subject;

/** The roles whose abilities a change of `before` into `after` may change (none for a rename): who is told live. */
export function rolesAffected(before: Pick<PermissionFields, 'assignedTo' | 'grants'> | null, after: Pick<PermissionFields, 'assignedTo' | 'grants'> | null): PermissionRole[] {
  const held = (p: typeof before) => (p && p.grants.length > 0 ? p.assignedTo : []);
  if (before && after && sameList(before.grants, after.grants, sameGrant)) {
    // Same grants: only roles that gained or lost the permission see a difference.
    return PERMISSION_ROLES.filter((role) => before.grants.length > 0 && before.assignedTo.includes(role) !== after.assignedTo.includes(role));
  }
  return PERMISSION_ROLES.filter((role) => held(before).includes(role) || held(after).includes(role));
}

/** Each role's grants: the union over the permissions assigned to it, in the catalogue's order. */
export function roleGrantsOf(permissions: Iterable<Pick<PermissionFields, 'assignedTo' | 'grants'>>): RoleGrants {
  const byRole = Object.fromEntries(PERMISSION_ROLES.map((role) => [role, new Map<string, Grant>()])) as Record<PermissionRole, Map<string, Grant>>;
  for (const { assignedTo, grants } of permissions) {
    for (const role of assignedTo) for (const grant of grants) byRole[role].set(`${grant.action} ${grant.subject}`, grant);
  }
  return Object.fromEntries(PERMISSION_ROLES.map((role) => [role, [...byRole[role].values()].sort(compareGrants)])) as unknown as RoleGrants;
}
