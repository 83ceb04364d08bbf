import type { UrlFields } from '../../lib/url-state';

/** The URL parameter naming the view a list was opened from (what "changed since opened" compares with). */
export const SAVED_VIEW_PARAM = 'savedView';

/** The state key of a list's path, for lists that keep part of their state there (the to-do's filter or tag). */
export const PATH_KEY = 'path';

/** A list's state as a view keeps it: the URL parameters its fields own, the page left out. */
export type ListState = Record<string, string>;

/** The URL keys a view keeps (every field's but the page), and all a view replaces (the page too: it starts at 1). */
export function viewKeys<S>(fields: UrlFields<S>): { kept: string[]; replaced: string[] } {
  const replaced = Object.values<{ keys: readonly string[] }>(fields).flatMap((field) => [...field.keys]);
  return { kept: replaced.filter((key) => key !== 'page'), replaced };
}

/** The state the URL holds now (fields leave their defaults out, so equal states have equal parameters). */
export function stateOfSearch(search: URLSearchParams, keys: readonly string[]): ListState {
  const state: ListState = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value !== null) state[key] = value;
  }
  return state;
}

/** A saved view's state as URL parameters: what the server keeps is JSON, read here as the texts this client wrote. */
export function stateOfView(state: unknown, keys: readonly string[]): ListState {
  const kept: ListState = {};
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return kept;
  for (const [key, value] of Object.entries(state)) {
    if (keys.includes(key) && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) kept[key] = String(value);
  }
  return kept;
}

export function sameState(a: ListState, b: ListState): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The URL with the view's state in place of the list's (other parameters kept), and the view named as opened. */
export function searchWithView(current: URLSearchParams, replaced: readonly string[], state: ListState, viewId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...replaced, SAVED_VIEW_PARAM]) next.delete(key);
  for (const [key, value] of Object.entries(state)) next.set(key, value);
  if (viewId !== null) next.set(SAVED_VIEW_PARAM, viewId);
  return next;
}
