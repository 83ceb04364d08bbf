import { fold, pageOf, SearchText } from '../common/list-index.js';
import { checkVersion, firstStamp, nextStamp, stamped, type Versioned, type WriteContext } from '../common/record-versions.js';
import { auditBefore } from '../audit/trail.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { formatCreatedDate, type NewPermission, type PermissionChanges, type PermissionPage, type PermissionQuery, type PermissionRecord, type PermissionSeed } from './models.js';
import type { PermissionRepository } from './repository.js';
import { checkedChanges, checkedListQuery, checkedName, checkedNewPermission, nameTaken, roleGrantsOf } from './rules.js';
import type { Clock } from '../common/clock.js';
import type { RoleGrants } from '../access/roles.js';

const NO_WRITER: WriteContext = { actor: null };

/** The permissions in this process's memory: the default store, seeded on every start. */
export class MemoryPermissionRepository implements PermissionRepository {
  private permissions: PermissionRecord[];
  private readonly byId: Map<number, PermissionRecord>;
  /** Name and created date, folded when a permission is added or renamed. */
  private readonly searchText = new SearchText<PermissionRecord>((p) => [p.name, p.createdDate]);

  constructor(
    seed: (PermissionSeed[number] & Partial<Versioned>)[],
    private readonly clock: Clock,
  ) {
    this.permissions = seed.map((p) => stamped({ ...p, assignedTo: [...p.assignedTo], grants: p.grants.map((g) => ({ ...g })) }));
    this.byId = new Map(this.permissions.map((p) => [p.id, p]));
  }

  async all(): Promise<PermissionRecord[]> {
    return [...this.permissions];
  }

  async findById(id: number): Promise<PermissionRecord> {
    const permission = this.byId.get(id);
    if (!permission) throw new NotFoundError(`Permission ${id} not found`);
    return permission;
  }

  async list(query: PermissionQuery = {}): Promise<PermissionPage> {
    const { q, assignedTo, page, perPage } = checkedListQuery(query);
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

  async add(input: NewPermission, writer: WriteContext = NO_WRITER): Promise<PermissionRecord> {
    const fields = checkedNewPermission(input);
    this.refuseTaken(fields.name);
    const now = this.clock();
    const permission: PermissionRecord = {
      id: this.permissions.reduce((max, p) => Math.max(max, p.id), 0) + 1,
      ...fields,
      createdDate: formatCreatedDate(now),
      ...firstStamp(writer.actor, now.toISOString()),
    };
    this.permissions.unshift(permission);
    this.byId.set(permission.id, permission);
    return permission;
  }

  async update(id: number, changes: PermissionChanges, writer: WriteContext = NO_WRITER): Promise<PermissionRecord> {
    const permission = await this.findById(id);
    const checked = checkedChanges(changes);
    if (checked.name !== undefined) this.refuseTaken(checked.name, id);
    checkVersion(`Permission ${id}`, permission, writer.version);
    auditBefore(permission);
    // A new object: records already handed out (a read, a published event) keep what they said.
    const next: PermissionRecord = { ...permission, ...checked, ...nextStamp(permission, writer, this.clock()) };
    this.permissions[this.permissions.indexOf(permission)] = next;
    this.byId.set(id, next);
    this.searchText.update(next);
    return next;
  }

  async delete(id: number): Promise<PermissionRecord> {
    const permission = await this.findById(id);
    this.permissions = this.permissions.filter((p) => p.id !== id);
    this.byId.delete(id);
    this.searchText.forget(permission);
    return permission;
  }

  async roleGrants(): Promise<RoleGrants> {
    return roleGrantsOf(this.permissions);
  }

  async reinstate(permission: PermissionRecord, writer: WriteContext = NO_WRITER): Promise<PermissionRecord> {
    if (this.byId.has(permission.id)) throw new ConflictError(`Permission ${permission.id} exists`);
    const name = checkedName(permission.name);
    this.refuseTaken(name);
    const restored: PermissionRecord = {
      ...permission,
      name,
      assignedTo: [...permission.assignedTo],
      grants: permission.grants.map((grant) => ({ ...grant })),
      ...nextStamp(permission, writer, this.clock()),
    };
    // The list is newest first, which is id order: the permission goes back where it stood.
    const at = this.permissions.findIndex((p) => p.id < restored.id);
    this.permissions.splice(at < 0 ? this.permissions.length : at, 0, restored);
    this.byId.set(restored.id, restored);
    return restored;
  }

  private refuseTaken(name: string, ownId?: number): void {
    if (this.permissions.some((p) => p.id !== ownId && p.name.toLowerCase() === name.toLowerCase())) throw new ConflictError(nameTaken(name));
  }
}
