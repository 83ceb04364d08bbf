import type { PermissionSeed } from '../../seed/permissions.js';
import { fold, pageOf, SearchText } from '../common/list-index.js';
import { MAX_PER_PAGE } from '../common/schemas.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import {
  PERMISSION_LIMITS,
  formatCreatedDate,
  type PermissionPage,
  type PermissionQuery,
  type PermissionRecord,
} from './models.js';

const DEFAULT_PER_PAGE = 10;

/** Owner of the permissions: search and page the list, add (newest first), rename, delete. */
export class PermissionRepository {
  private permissions: PermissionRecord[];
  private readonly byId: Map<number, PermissionRecord>;
  /** Name and created date, folded when a permission is added or renamed. */
  private readonly searchText = new SearchText<PermissionRecord>((p) => [p.name, p.createdDate]);

  constructor(
    seed: PermissionSeed,
    private readonly clock: Clock,
  ) {
    this.permissions = seed.map((p) => ({ ...p, assignedTo: [...p.assignedTo] }));
    this.byId = new Map(this.permissions.map((p) => [p.id, p]));
  }

  /** Every permission in list order (newest first). */
  all(): PermissionRecord[] {
    return [...this.permissions];
  }

  findById(id: number): PermissionRecord {
    const permission = this.byId.get(id);
    if (!permission) throw new NotFoundError(`Permission ${id} not found`);
    return permission;
  }

  /** Spec section 7: q matches name or createdDate (case-insensitive); assignedTo is an exact role key. */
  list(query: PermissionQuery = {}): PermissionPage {
    const { q = '', assignedTo, page = 1, perPage = DEFAULT_PER_PAGE } = query;
    if (q.length > PERMISSION_LIMITS.q) throw new InvalidInputError(`q must be at most ${PERMISSION_LIMITS.q} characters`);
    if (!Number.isInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
      throw new InvalidInputError(`perPage must be an integer from 1 to ${MAX_PER_PAGE}`);
    }
    const needle = fold(q);
    const { items, total } = pageOf(
      this.permissions,
      needle === '' && !assignedTo
        ? null
        : (p) => (!assignedTo || p.assignedTo.includes(assignedTo)) && (needle === '' || this.searchText.matches(p, needle)),
      page,
      perPage,
    );
    return { permissions: items, total };
  }

  /** Spec section 4: a new permission goes first, assigned to the administrator role only, dated now. */
  add(name: string): PermissionRecord {
    const permission: PermissionRecord = {
      id: this.permissions.reduce((max, p) => Math.max(max, p.id), 0) + 1,
      name: this.uniqueName(name),
      assignedTo: ['administrator'],
      createdDate: formatCreatedDate(this.clock()),
    };
    this.permissions.unshift(permission);
    this.byId.set(permission.id, permission);
    return permission;
  }

  rename(id: number, name: string): PermissionRecord {
    const permission = this.findById(id);
    permission.name = this.uniqueName(name, id);
    this.searchText.update(permission);
    return permission;
  }

  /** Removes and returns the permission; an unknown id removes nothing. */
  delete(id: number): PermissionRecord {
    const permission = this.findById(id);
    this.permissions = this.permissions.filter((p) => p.id !== id);
    this.byId.delete(id);
    this.searchText.forget(permission);
    return permission;
  }

  /** Trimmed, non-empty, bounded and not already used by another permission (case-insensitive). */
  private uniqueName(raw: string, ownId?: number): string {
    const name = raw.trim();
    if (name === '') throw new InvalidInputError('name is required');
    if (name.length > PERMISSION_LIMITS.name) {
      throw new InvalidInputError(`name must be at most ${PERMISSION_LIMITS.name} characters`);
    }
    if (this.permissions.some((p) => p.id !== ownId && p.name.toLowerCase() === name.toLowerCase())) {
      throw new ConflictError(`A permission named "${name}" already exists`);
    }
    return name;
  }
}
