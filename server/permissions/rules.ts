import { MAX_PER_PAGE } from '../common/schemas.js';
import { InvalidInputError } from '../errors.js';
import { PERMISSION_LIMITS, PERMISSION_ROLES, type PermissionQuery, type PermissionRole } from './models.js';

/**
 * The permissions domain's rules that do not depend on where rows live, shared by both stores: what a list
 * call may ask (with its defaults) and what a name must be.
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
