import { sql } from 'kysely';
import { auditBefore } from '../audit/trail.js';
import type { Clock } from '../common/clock.js';
import { ConflictError, InvalidFieldError, NotFoundError } from '../common/errors.js';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import type { Db } from '../db/connection.js';
import { inTransaction, nextId, writeLocked } from '../db/queries.js';
import type { NewSavedView, SavedViewChanges, SavedViewRecord, ViewList, Viewer } from './models.js';
import type { SavedViewRepository, ViewDefault } from './repository.js';
import { applyViewChanges, byName, newViewFields, VIEW_LIMITS } from './rules.js';

// jsonb goes as its JSON text; a JS array is sent as a PostgreSQL array (text[]).
const row = (view: SavedViewRecord) => ({ ...view, state: JSON.stringify(view.state) });

/** Saved views in PostgreSQL (tables `saved_views`, `saved_view_defaults`: server/saved-views/tables.ts). */
export class PostgresSavedViewRepository implements SavedViewRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async visible(list: ViewList, viewer: Viewer): Promise<SavedViewRecord[]> {
    const rows = await this.db
      .selectFrom('saved_views')
      .selectAll()
      .where('list', '=', list)
      .where((eb) => eb.or([eb('ownerId', '=', viewer.accountId), eb(eb.val(viewer.role), '=', eb.fn.any('sharedWith'))]))
      .execute();
    // Sorted here, as the memory store sorts: the collation of names is the app's, not the database's.
    return (rows as SavedViewRecord[]).sort(byName);
  }

  async find(id: number): Promise<SavedViewRecord> {
    const found = await this.db.selectFrom('saved_views').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw new NotFoundError(`View ${id} not found`);
    return found as SavedViewRecord;
  }

  async add(input: NewSavedView, write: WriteContext = {}): Promise<SavedViewRecord> {
    const fields = newViewFields(input);
    return writeLocked(this.db, 'saved_views', async (trx) => {
      const { count } = await trx
        .selectFrom('saved_views')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('ownerId', '=', fields.ownerId)
        .where('list', '=', fields.list)
        .executeTakeFirstOrThrow();
      if (Number(count) >= VIEW_LIMITS.perList) throw new InvalidFieldError('list', `at most ${VIEW_LIMITS.perList} views of one person per list`);
      const now = this.clock().toISOString();
      const view: SavedViewRecord = { id: await nextId(trx, 'saved_views'), ...fields, createdAt: now, ...firstStamp(write.actor ?? null, now) };
      await trx.insertInto('saved_views').values(row(view)).execute();
      return view;
    });
  }

  async update(id: number, changes: SavedViewChanges, write: WriteContext = {}): Promise<SavedViewRecord> {
    return inTransaction(this.db, async (trx) => {
      const found = await trx.selectFrom('saved_views').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!found) throw new NotFoundError(`View ${id} not found`);
      const current = found as SavedViewRecord;
      checkVersion(`View ${id}`, current, write.version);
      auditBefore(current);
      const view: SavedViewRecord = { ...applyViewChanges(current, changes), ...nextStamp(current, write, this.clock()) };
      await trx.updateTable('saved_views').set(row(view)).where('id', '=', id).execute();
      return view;
    });
  }

  async remove(id: number): Promise<SavedViewRecord> {
    return inTransaction(this.db, async (trx) => {
      const removed = await trx.deleteFrom('saved_views').where('id', '=', id).returningAll().executeTakeFirst();
      if (!removed) throw new NotFoundError(`View ${id} not found`);
      return removed as SavedViewRecord;
    });
  }

  async reinstate(view: SavedViewRecord, write: WriteContext = {}): Promise<SavedViewRecord> {
    const restored: SavedViewRecord = { ...view, ...newViewFields(view), ...nextStamp(view, write, this.clock()) };
    return writeLocked(this.db, 'saved_views', async (trx) => {
      if (await trx.selectFrom('saved_views').select('id').where('id', '=', view.id).executeTakeFirst()) throw new ConflictError(`View ${view.id} exists`);
      await trx.insertInto('saved_views').values(row(restored)).execute();
      return restored;
    });
  }

  async defaultOf(accountId: number, list: ViewList): Promise<number | null> {
    const found = await this.db.selectFrom('saved_view_defaults').select('viewId').where('accountId', '=', accountId).where('list', '=', list).executeTakeFirst();
    return found?.viewId ?? null;
  }

  async setDefault(accountId: number, list: ViewList, viewId: number | null): Promise<ViewDefault> {
    return inTransaction(this.db, async (trx) => {
      if (viewId === null) {
        await trx.deleteFrom('saved_view_defaults').where('accountId', '=', accountId).where('list', '=', list).execute();
        return { accountId, list, viewId };
      }
      // Shared lock: a view removed meanwhile cannot slip in as the default.
      const view = await trx.selectFrom('saved_views').select('list').where('id', '=', viewId).forShare().executeTakeFirst();
      if (!view) throw new NotFoundError(`View ${viewId} not found`);
      if (view.list !== list) throw new InvalidFieldError('list', `view ${viewId} is a view of ${view.list}`);
      await trx
        .insertInto('saved_view_defaults')
        .values({ accountId, list, viewId })
        .onConflict((oc) => oc.columns(['accountId', 'list']).doUpdateSet({ viewId }))
        .execute();
      return { accountId, list, viewId };
    });
  }
}
