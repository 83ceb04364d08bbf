import { sql } from 'kysely';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import type { Db } from '../db/connection.js';
import { auditBefore } from '../audit/trail.js';
import { inTransaction, matchesAny, nextId, writeLocked } from '../db/queries.js';
import { ConflictError, NotFoundError } from '../common/errors.js';
import { formatCreatedDate, type NewPermission, type PermissionChanges, type PermissionPage, type PermissionQuery, type PermissionRecord } from './models.js';
import type { PermissionRepository } from './repository.js';
import { checkedChanges, checkedListQuery, checkedName, checkedNewPermission, nameTaken, roleGrantsOf } from './rules.js';
import { grantsValue, type PermissionTables } from './tables.js';
import type { Clock } from '../common/clock.js';
import type { RoleGrants } from '../access/roles.js';

const SEARCHED = ['name', 'createdDate'] as const;
const NO_WRITER: WriteContext = { actor: null };

function toRecord({ position: _position, ...permission }: PermissionTables['permissions']): PermissionRecord {
  return permission;
}

/** The permissions in PostgreSQL (table `permissions`, server/permissions/tables.ts). */
export class PostgresPermissionRepository implements PermissionRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async all(): Promise<PermissionRecord[]> {
    const rows = await this.db.selectFrom('permissions').selectAll().orderBy('position').execute();
    return rows.map(toRecord);
  }

  async findById(id: number): Promise<PermissionRecord> {
    const row = await this.db.selectFrom('permissions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`Permission ${id} not found`);
    return toRecord(row);
  }

  async list(query: PermissionQuery = {}): Promise<PermissionPage> {
    const { q, assignedTo, page, perPage } = checkedListQuery(query);
    let matching = this.db.selectFrom('permissions').where((eb) => matchesAny(eb, SEARCHED, q));
    if (assignedTo) matching = matching.where(sql<boolean>`assigned_to @> ARRAY[${assignedTo}]::text[]`);
    const [rows, counted] = await Promise.all([
      matching
        .selectAll()
        .orderBy('position')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { permissions: rows.map(toRecord), total: counted.total };
  }

  async add(input: NewPermission, writer: WriteContext = NO_WRITER): Promise<PermissionRecord> {
    const fields = checkedNewPermission(input);
    return writeLocked(this.db, 'permissions', async (trx) => {
      await this.refuseTaken(trx, fields.name);
      const { first } = await trx.selectFrom('permissions').select((eb) => eb.fn.coalesce(eb.fn.min('position'), eb.lit(0)).as('first')).executeTakeFirstOrThrow();
      const now = this.clock();
      const permission: PermissionRecord = {
        id: await nextId(trx, 'permissions'),
        ...fields,
        createdDate: formatCreatedDate(now),
        ...firstStamp(writer.actor, now.toISOString()),
      };
      await trx
        .insertInto('permissions')
        .values({ ...permission, grants: grantsValue(permission.grants), position: first - 1 })
        .execute();
      return permission;
    });
  }

  async update(id: number, changes: PermissionChanges, writer: WriteContext = NO_WRITER): Promise<PermissionRecord> {
    return writeLocked(this.db, 'permissions', async (trx) => {
      const row = await trx.selectFrom('permissions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!row) throw new NotFoundError(`Permission ${id} not found`);
      const checked = checkedChanges(changes);
      if (checked.name !== undefined) await this.refuseTaken(trx, checked.name, id);
      const current = toRecord(row);
      checkVersion(`Permission ${id}`, current, writer.version);
      const permission: PermissionRecord = { ...current, ...checked, ...nextStamp(current, writer, this.clock()) };
      auditBefore(current);
      const { id: _id, createdDate: _createdDate, grants, ...changed } = permission;
      await trx
        .updateTable('permissions')
        .set({ ...changed, grants: grantsValue(grants) })
        .where('id', '=', id)
        .execute();
      return permission;
    });
  }

  async delete(id: number): Promise<PermissionRecord> {
    return inTransaction(this.db, async (trx) => {
      const row = await trx.deleteFrom('permissions').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) throw new NotFoundError(`Permission ${id} not found`);
      return toRecord(row);
    });
  }

  async reinstate(permission: PermissionRecord, writer: WriteContext = NO_WRITER): Promise<PermissionRecord> {
    const checked = checkedName(permission.name);
    return writeLocked(this.db, 'permissions', async (trx) => {
      if (await trx.selectFrom('permissions').select('id').where('id', '=', permission.id).executeTakeFirst()) {
        throw new ConflictError(`Permission ${permission.id} exists`);
      }
      await this.refuseTaken(trx, checked);
      // The list is newest first, which is id order: the permission goes back just below the next newer one,
      // the rows above it moving up one place.
      const newer = await trx.selectFrom('permissions').select('position').where('id', '>', permission.id).orderBy('id').limit(1).executeTakeFirst();
      let position: number;
      if (newer) {
        await trx.updateTable('permissions').set((eb) => ({ position: eb('position', '-', 1) })).where('position', '<=', newer.position).execute();
        position = newer.position;
      } else {
        const { first } = await trx.selectFrom('permissions').select((eb) => eb.fn.coalesce(eb.fn.min('position'), eb.lit(0)).as('first')).executeTakeFirstOrThrow();
        position = first - 1;
      }
      const restored: PermissionRecord = { ...permission, name: checked, ...nextStamp(permission, writer, this.clock()) };
      await trx.insertInto('permissions').values({ ...restored, grants: grantsValue(restored.grants), position }).execute();
      return restored;
    });
  }

  async roleGrants(): Promise<RoleGrants> {
    // Only permissions that grant something (the partial index permissions_granting): a short read at any size.
    const rows = await this.db.selectFrom('permissions').select(['assignedTo', 'grants']).where(sql<boolean>`grants <> '[]'::jsonb`).execute();
    return roleGrantsOf(rows);
  }

  private async refuseTaken(trx: Parameters<Parameters<typeof writeLocked>[2]>[0], name: string, ownId?: number): Promise<void> {
    let clash = trx.selectFrom('permissions').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (ownId !== undefined) clash = clash.where('id', '<>', ownId);
    if (await clash.executeTakeFirst()) throw new ConflictError(nameTaken(name));
  }
}
