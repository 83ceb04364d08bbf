import { authorize, type Principal } from '../access/caller.js';
import type { AccountRole } from '../access/roles.js';
import { NotFoundError } from '../common/errors.js';
import type { WriteContext } from '../common/record-versions.js';
import { VIEW_LISTS, type SavedViewRecord, type ViewList, type Viewer } from './models.js';
import type { SavedViewRepository } from './repository.js';
import { checkedList, checkMayChange, isVisibleTo, mayChange } from './rules.js';

/**
 * Who may do what with views, for either face: reading a list's views needs reading the list; a view another person
 * keeps private is not found; changing one is the owner's (private) or needs `manage View` (shared); the default is
 * every person's own choice among the views they see.
 */

export interface ViewInput {
  list: string;
  name: string;
  state: unknown;
  sharedWith?: readonly AccountRole[];
  isDefault?: boolean;
}

export interface ViewUpdate {
  name?: string;
  state?: unknown;
  sharedWith?: readonly AccountRole[];
  isDefault?: boolean;
}

const viewerOf = ({ accountId, role }: Principal): Viewer => ({ accountId, role });
const managesViews = (principal: Principal) => principal.ability.can('manage', 'View');

/** The caller, allowed to read the list the view belongs to. */
function readerOf(principal: Principal | null, list: ViewList): Principal {
  return authorize(principal, 'read', VIEW_LISTS[list]);
}

/** The view, when the caller sees it (else NOT_FOUND, as for an id that never was). */
async function visibleView(views: SavedViewRepository, principal: Principal | null, id: number): Promise<{ view: SavedViewRecord; caller: Principal }> {
  const view = await views.find(id);
  const caller = readerOf(principal, view.list);
  if (!isVisibleTo(view, viewerOf(caller))) throw new NotFoundError(`View ${id} not found`);
  return { view, caller };
}

export async function viewsOf(views: SavedViewRepository, principal: Principal | null, list: unknown): Promise<SavedViewRecord[]> {
  const checked = checkedList(list);
  return views.visible(checked, viewerOf(readerOf(principal, checked)));
}

export async function isDefaultView(views: SavedViewRepository, principal: Principal | null, view: SavedViewRecord): Promise<boolean> {
  return principal !== null && (await views.defaultOf(principal.accountId, view.list)) === view.id;
}

export function mayChangeView(principal: Principal | null, view: SavedViewRecord): boolean {
  return principal !== null && mayChange(view, viewerOf(principal), managesViews(principal));
}

export async function saveView(views: SavedViewRepository, principal: Principal | null, input: ViewInput, writer: WriteContext): Promise<SavedViewRecord> {
  const list = checkedList(input.list);
  const caller = readerOf(principal, list);
  const sharedWith = input.sharedWith ?? [];
  checkMayChange([{ id: 0, ownerId: caller.accountId, sharedWith: [...sharedWith] }], viewerOf(caller), managesViews(caller));
  const view = await views.add({ ownerId: caller.accountId, list, name: input.name, state: input.state, sharedWith }, writer);
  if (input.isDefault) await views.setDefault(caller.accountId, list, view.id);
  return view;
}

/**
 * Changes a view: only `isDefault` is every viewer's own (no version moves); any other field needs the right to
 * change the view, before and after (sharing a private view needs `manage View` too).
 */
export async function updateView(views: SavedViewRepository, principal: Principal | null, id: number, input: ViewUpdate, writer: WriteContext): Promise<SavedViewRecord> {
  const { view, caller } = await visibleView(views, principal, id);
  const { isDefault, ...changes } = input;
  let updated = view;
  if (Object.values(changes).some((value) => value !== undefined)) {
    const after = { ...view, sharedWith: changes.sharedWith ? [...changes.sharedWith] : view.sharedWith };
    checkMayChange([view, after], viewerOf(caller), managesViews(caller));
    updated = await views.update(id, changes, writer);
  }
  if (isDefault === true) await views.setDefault(caller.accountId, view.list, id);
  else if (isDefault === false && (await views.defaultOf(caller.accountId, view.list)) === id) await views.setDefault(caller.accountId, view.list, null);
  return updated;
}

export async function deleteView(views: SavedViewRepository, principal: Principal | null, id: number): Promise<boolean> {
  const { view, caller } = await visibleView(views, principal, id);
  checkMayChange([view], viewerOf(caller), managesViews(caller));
  await views.remove(id);
  return true;
}

/** Whether a live event about the view reaches the subscriber: they may read its list and see it, or saw it before. */
export function hearsOf(principal: Principal, list: ViewList, view: SavedViewRecord | null, sharedBefore: readonly AccountRole[]): boolean {
  if (!principal.ability.can('read', VIEW_LISTS[list])) return false;
  if (view === null) return true;
  return isVisibleTo(view, viewerOf(principal)) || sharedBefore.includes(principal.role);
}
