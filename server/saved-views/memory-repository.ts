import { auditBefore } from '../audit/trail.js';
import type { Clock } from '../common/clock.js';
import { ConflictError, InvalidFieldError, NotFoundError } from '../common/errors.js';
import { checkVersion, firstStamp, nextStamp, type WriteContext } from '../common/record-versions.js';
import type { NewSavedView, SavedViewChanges, SavedViewRecord, ViewList, Viewer } from './models.js';
import type { SavedViewRepository, ViewDefault } from './repository.js';
import { applyViewChanges, byName, isVisibleTo, newViewFields, VIEW_LIMITS } from './rules.js';

function copy(view: SavedViewRecord): SavedViewRecord {
  return { ...view, state: structuredClone(view.state), sharedWith: [...view.sharedWith] };
}

const defaultKey = (accountId: number, list: ViewList) => `${accountId}:${list}`;

/** Saved views in this process's memory: the default store, empty on every start. */
export class MemorySavedViewRepository implements SavedViewRepository {
  private views: SavedViewRecord[] = [];
  private defaults = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  async visible(list: ViewList, viewer: Viewer): Promise<SavedViewRecord[]> {
    return this.views.filter((v) => v.list === list && isVisibleTo(v, viewer)).sort(byName).map(copy);
  }

  async find(id: number): Promise<SavedViewRecord> {
    const view = this.views.find((v) => v.id === id);
    if (!view) throw new NotFoundError(`View ${id} not found`);
    return copy(view);
  }

  async add(input: NewSavedView, write: WriteContext = {}): Promise<SavedViewRecord> {
    const fields = newViewFields(input);
    if (this.views.filter((v) => v.ownerId === fields.ownerId && v.list === fields.list).length >= VIEW_LIMITS.perList) {
      throw new InvalidFieldError('list', `at most ${VIEW_LIMITS.perList} views of one person per list`);
    }
    const now = this.clock().toISOString();
    const id = this.views.reduce((max, v) => Math.max(max, v.id), 0) + 1;
    const view: SavedViewRecord = { id, ...fields, createdAt: now, ...firstStamp(write.actor ?? null, now) };
    this.views.push(view);
    return copy(view);
  }

  async update(id: number, changes: SavedViewChanges, write: WriteContext = {}): Promise<SavedViewRecord> {
    const current = await this.find(id);
    checkVersion(`View ${id}`, current, write.version);
    auditBefore(current);
    const view: SavedViewRecord = { ...applyViewChanges(current, changes), ...nextStamp(current, write, this.clock()) };
    this.views = this.views.map((v) => (v.id === id ? view : v));
    return copy(view);
  }

  async remove(id: number): Promise<SavedViewRecord> {
    const view = await this.find(id);
    this.views = this.views.filter((v) => v.id !== id);
    for (const [key, viewId] of this.defaults) if (viewId === id) this.defaults.delete(key);
    return view;
  }

  async reinstate(view: SavedViewRecord, write: WriteContext = {}): Promise<SavedViewRecord> {
    if (this.views.some((v) => v.id === view.id)) throw new ConflictError(`View ${view.id} exists`);
    const restored: SavedViewRecord = { ...view, ...newViewFields(view), ...nextStamp(view, write, this.clock()) };
    this.views.push(restored);
    return copy(restored);
  }

  async defaultOf(accountId: number, list: ViewList): Promise<number | null> {
    return this.defaults.get(defaultKey(accountId, list)) ?? null;
  }

  async setDefault(accountId: number, list: ViewList, viewId: number | null): Promise<ViewDefault> {
    if (viewId === null) this.defaults.delete(defaultKey(accountId, list));
    else {
      const view = await this.find(viewId);
      if (view.list !== list) throw new InvalidFieldError('list', `view ${viewId} is a view of ${view.list}`);
      this.defaults.set(defaultKey(accountId, list), viewId);
    }
    return { accountId, list, viewId };
  }
}
