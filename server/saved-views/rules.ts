import { isAccountRole, type AccountRole } from '../access/roles.js';
import { ForbiddenError, InvalidFieldError } from '../common/errors.js';
import { VIEW_LISTS, type NewSavedView, type SavedViewChanges, type SavedViewRecord, type ViewList, type ViewState, type ViewStateValue, type Viewer } from './models.js';

/**
 * The saved-view rules both stores share: what a view may hold (checked on the whole result before anything is
 * written), who sees it and who may change it.
 */
export const VIEW_LIMITS = { name: 80, keys: 40, key: 40, value: 500, values: 50, state: 4_000, perList: 100 } as const;

const STATE_KEY = /^[A-Za-z][\w.-]*$/;

export function checkedList(list: unknown): ViewList {
  if (typeof list !== 'string' || !Object.hasOwn(VIEW_LISTS, list)) {
    throw new InvalidFieldError('list', `must be one of ${Object.keys(VIEW_LISTS).join(', ')}`);
  }
  return list as ViewList;
}

function checkedName(name: unknown): string {
  if (typeof name !== 'string') throw new InvalidFieldError('name', 'must be text');
  const trimmed = name.trim();
  if (trimmed === '') throw new InvalidFieldError('name', 'must not be empty');
  if (trimmed.length > VIEW_LIMITS.name) throw new InvalidFieldError('name', `must be at most ${VIEW_LIMITS.name} characters`);
  return trimmed;
}

function checkedValue(key: string, value: unknown): ViewStateValue {
  const field = `state.${key}`;
  if (typeof value === 'string') {
    if (value.length > VIEW_LIMITS.value) throw new InvalidFieldError(field, `must be at most ${VIEW_LIMITS.value} characters`);
    return value;
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidFieldError(field, 'must be a finite number');
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length > VIEW_LIMITS.values) throw new InvalidFieldError(field, `must hold at most ${VIEW_LIMITS.values} values`);
    return value.map((item) => {
      if (typeof item !== 'string' || item.length > VIEW_LIMITS.value) throw new InvalidFieldError(field, `must hold texts of at most ${VIEW_LIMITS.value} characters`);
      return item;
    });
  }
  throw new InvalidFieldError(field, 'must be a text, a number, a boolean or a list of texts');
}

/** A list's state: a flat JSON object of texts, numbers, booleans and lists of texts (what a URL holds), kept small. */
export function checkedState(state: unknown): ViewState {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) throw new InvalidFieldError('state', 'must be a JSON object');
  const entries = Object.entries(state);
  if (entries.length > VIEW_LIMITS.keys) throw new InvalidFieldError('state', `must have at most ${VIEW_LIMITS.keys} keys`);
  const checked: ViewState = {};
  for (const [key, value] of entries) {
    if (!STATE_KEY.test(key) || key.length > VIEW_LIMITS.key) throw new InvalidFieldError('state', `"${key.slice(0, VIEW_LIMITS.key)}" is not a state key`);
    checked[key] = checkedValue(key, value);
  }
  if (JSON.stringify(checked).length > VIEW_LIMITS.state) throw new InvalidFieldError('state', `must be at most ${VIEW_LIMITS.state} characters as JSON`);
  return checked;
}

function checkedRoles(roles: readonly unknown[]): AccountRole[] {
  const checked: AccountRole[] = [];
  for (const role of roles) {
    if (!isAccountRole(role)) throw new InvalidFieldError('sharedWith', `"${String(role)}" is not a role`);
    if (!checked.includes(role)) checked.push(role);
  }
  return checked;
}

/** A new view's fields, checked, before its id and stamp. */
export function newViewFields(input: NewSavedView): Pick<SavedViewRecord, 'ownerId' | 'list' | 'name' | 'state' | 'sharedWith'> {
  return {
    ownerId: input.ownerId,
    list: checkedList(input.list),
    name: checkedName(input.name),
    state: checkedState(input.state),
    sharedWith: checkedRoles(input.sharedWith ?? []),
  };
}

/** The view after the change; the whole result is checked, so a refused change leaves no trace. */
export function applyViewChanges<T extends SavedViewRecord>(view: T, changes: SavedViewChanges): T {
  const next: T = { ...view, state: { ...view.state }, sharedWith: [...view.sharedWith] };
  if (changes.name !== undefined) next.name = checkedName(changes.name);
  if (changes.state !== undefined) next.state = checkedState(changes.state);
  if (changes.sharedWith !== undefined) next.sharedWith = checkedRoles(changes.sharedWith);
  return next;
}

/** Whether the viewer sees the view: their own, or shared with their role. */
export function isVisibleTo(view: Pick<SavedViewRecord, 'ownerId' | 'sharedWith'>, viewer: Viewer): boolean {
  return view.ownerId === viewer.accountId || view.sharedWith.includes(viewer.role);
}

/**
 * Whether the viewer may change or delete the view: a private view only its owner; a shared one (or making one
 * shared) those who may `manage View`, since it changes what other people see.
 */
export function mayChange(view: Pick<SavedViewRecord, 'ownerId' | 'sharedWith'>, viewer: Viewer, managesViews: boolean): boolean {
  return view.sharedWith.length > 0 ? managesViews : view.ownerId === viewer.accountId;
}

/** Refuses a change the viewer may not make (the view before and, for an update, after it). */
export function checkMayChange(views: readonly Pick<SavedViewRecord, 'id' | 'ownerId' | 'sharedWith'>[], viewer: Viewer, managesViews: boolean): void {
  for (const view of views) {
    if (!mayChange(view, viewer, managesViews)) {
      throw new ForbiddenError(view.sharedWith.length > 0 ? 'You are not allowed to manage View (a shared view)' : `View ${view.id} is another person's private view`);
    }
  }
}

/** The order views are listed in: by name as people read it, then id. */
const collator = new Intl.Collator('ru');
export function byName(a: SavedViewRecord, b: SavedViewRecord): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}
