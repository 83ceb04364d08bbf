import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * State kept in the query string, so a reload or a shared link restores it and Back/Forward step through
 * it. The URL is the single source: pages read `state` and change it only through `update`.
 *
 * A page describes its fields once (`text('q')`, `oneOf('role', ROLES)`, `page()`, `sortOf(...)`); reading
 * ignores unknown values (they fall back to the default) and writing leaves defaults out, so the plain
 * link stays clean. Query parameters the fields do not own are kept.
 */
export interface UrlParam<T> {
  /** The URL keys this field owns. */
  keys: readonly string[];
  read(search: URLSearchParams): T;
  write(value: T, into: URLSearchParams): void;
  /** A filter narrows the list: `clearFilters` resets it, and changing it returns to page 1. */
  filter?: boolean;
  /** False for settings that do not change which rows are listed (grid or list view): the page stays. */
  resetsPage?: boolean;
}

export type UrlFields<S> = { [K in keyof S]: UrlParam<S[K]> };
/** The state a set of fields describes: `UrlStateOf<typeof USER_LIST>`. */
export type UrlStateOf<F> = { [K in keyof F]: F[K] extends UrlParam<infer T> ? T : never };
export type Patch<S> = Partial<S> | ((current: S) => Partial<S>);
export type UpdateOptions = { replace?: boolean };

export type SortDirection = 'asc' | 'desc';
export interface Sort<C extends string> {
  column: C | null;
  direction: SortDirection;
}

function isOneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

/** Free text: '' when absent. A search box is a filter; an id (the open mail) is not. */
export function text(key: string, options: { filter?: boolean } = {}): UrlParam<string> {
  return {
    keys: [key],
    filter: options.filter ?? true,
    read: (search) => search.get(key) ?? '',
    write: (value, into) => {
      if (value) into.set(key, value);
    },
  };
}

/** One of a closed set, or null (no filter). */
export function oneOf<T extends string>(key: string, values: readonly T[]): UrlParam<T | null> {
  return {
    keys: [key],
    filter: true,
    read: (search) => {
      const raw = search.get(key);
      return isOneOf(values, raw) ? raw : null;
    },
    write: (value, into) => {
      if (value !== null) into.set(key, String(value));
    },
  };
}

/** One of a closed set with a default (an order, a view, a page size); the default is left out of the URL. */
export function oneOfOr<T extends string | number>(key: string, values: readonly T[], fallback: T, options: { resetsPage?: boolean } = {}): UrlParam<T> {
  return {
    keys: [key],
    resetsPage: options.resetsPage,
    read: (search) => {
      const raw = search.get(key);
      const value = typeof fallback === 'number' ? Number(raw) : raw;
      return raw !== null && isOneOf(values, value) ? value : fallback;
    },
    write: (value, into) => {
      if (value !== fallback) into.set(key, String(value));
    },
  };
}

/** The page number, 1-based; 1 is left out of the URL. */
export function page(key = 'page'): UrlParam<number> {
  return {
    keys: [key],
    read: (search) => {
      const value = Number(search.get(key));
      return Number.isInteger(value) && value > 1 ? value : 1;
    },
    write: (value, into) => {
      if (value > 1) into.set(key, String(value));
    },
  };
}

/**
 * A server-side order as `?sort=<column>.<asc|desc>`; `fallback` is the order the server uses without
 * one (column null: the server's own default) and is left out of the URL.
 */
export function sortOf<C extends string>(columns: readonly C[], fallback: Sort<C>, key = 'sort'): UrlParam<Sort<C>> {
  return {
    keys: [key],
    read: (search) => {
      const [column, direction] = (search.get(key) ?? '').split('.');
      if (!isOneOf(columns, column)) return fallback;
      return { column, direction: direction === 'desc' ? 'desc' : 'asc' };
    },
    write: (value, into) => {
      if (value.column !== fallback.column || value.direction !== fallback.direction) into.set(key, `${value.column ?? ''}.${value.direction}`);
    },
  };
}

/** Clicking a column header: a new column sorts ascending, the current one flips. `implied` is the column the server sorts by when none is chosen. */
export function toggledSort<C extends string>(current: Sort<C>, column: C, implied: C | null = null): Sort<C> {
  const active = current.column ?? implied;
  return { column, direction: active === column && current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The state a URL's query string holds (what the hooks below read), for code outside React: a route's data preload. */
export function readUrlState<S>(fields: UrlFields<S>, search: URLSearchParams): S {
  const state = {} as S;
  for (const key of Object.keys(fields) as (keyof S)[]) state[key] = fields[key].read(search);
  return state;
}

function serialize<S>(fields: UrlFields<S>, state: S, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(fields) as (keyof S)[]) {
    for (const urlKey of fields[key].keys) next.delete(urlKey);
    fields[key].write(state[key], next);
  }
  return next;
}

/**
 * `[state, update]` over the query string. `update` merges a patch (or the result of a function of the
 * latest state) and navigates; `replace` swaps the history entry instead of adding one.
 *
 * Changes never undo each other: the router's own updater sees the URL of the last render, so two
 * changes before the next render (one event, or two fast clicks) would drop the first. Each change here
 * starts from the URL the previous one wrote. In a list with a `page` field, any change that does not set
 * the page itself returns to page 1 (unless only fields with `resetsPage: false` change).
 */
export function useUrlState<S>(fields: UrlFields<S>): [S, (patch: Patch<S>, options?: UpdateOptions) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readUrlState(fields, search), [fields, search]);
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback(
    (patchOrUpdater: Patch<S>, options: UpdateOptions = {}) => {
      const current = readUrlState(fields, latest.current);
      const patch = typeof patchOrUpdater === 'function' ? patchOrUpdater(current) : patchOrUpdater;
      const next = { ...current, ...patch };
      const changed = (Object.keys(patch) as (keyof S)[]).filter((key) => key in fields);
      if ('page' in fields && !('page' in patch) && changed.some((key) => fields[key].resetsPage !== false)) {
        (next as Record<string, unknown>).page = 1;
      }
      latest.current = serialize(fields, next, latest.current);
      setSearch(latest.current, { replace: options.replace });
    },
    [fields, setSearch],
  );
  return [state, update];
}

/** Typing settles for this long before the search reaches the URL (and the server). */
export const SEARCH_DELAY_MS = 300;

export interface UrlListState<S> {
  /** The list state as the URL says. */
  state: S;
  update: (patch: Patch<S>, options?: UpdateOptions) => void;
  /** The search box's text: it follows the URL, and reaches `state.q` (trimmed) once typing pauses. */
  search: { text: string; setText: (text: string) => void };
  /** Whether any filter field differs from its default (for "reset" buttons and empty-state wording). */
  filtered: boolean;
  /** Every filter field back to its default (sort, page size and view stay). */
  clearFilters: () => void;
}

/**
 * The one way a list page keeps its state (search, filters, sort, page, page size): `useUrlState` plus a
 * debounced search box and filter helpers. With `usePageInRange` the page never points past the end.
 *
 * ```ts
 * const USER_LIST = { q: text('q'), role: oneOf('role', ROLES), sort: sortOf(COLUMNS, { column: null, direction: 'asc' }), page: page() };
 * const list = useUrlListState(USER_LIST);           // fields defined once, outside the component
 * list.update((s) => ({ sort: toggledSort(s.sort, 'email') }));
 * ```
 */
export function useUrlListState<S extends { q?: string }>(fields: UrlFields<S>): UrlListState<S> {
  const [state, update] = useUrlState(fields);
  const q = state.q ?? '';
  const [draft, setDraft] = useState(q);

  // The box follows the URL when it changes from outside (Back, a link, a reset), but not when the URL
  // merely caught up with what was sent: that would drop what was typed meanwhile.
  const sent = useRef(q);
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setDraft(q);
  }, [q]);
  useEffect(() => {
    const value = draft.trim();
    if (value === sent.current) return undefined;
    const timer = window.setTimeout(() => {
      sent.current = value;
      // Typing replaces the history entry: Back leaves the list instead of replaying keystrokes.
      update({ q: value } as Partial<S>, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, update]);

  const defaults = useMemo(() => readUrlState(fields, new URLSearchParams()), [fields]);
  const filterKeys = useMemo(() => (Object.keys(fields) as (keyof S)[]).filter((key) => fields[key].filter), [fields]);
  const filtered = filterKeys.some((key) => state[key] !== defaults[key]);
  const clearFilters = useCallback(() => {
    update(Object.fromEntries(filterKeys.map((key) => [key, defaults[key]])) as Partial<S>);
  }, [update, filterKeys, defaults]);

  return { state, update, search: { text: draft, setText: setDraft }, filtered, clearFilters };
}

/**
 * Keeps `state.page` within the pages `total` rows fill (after a delete, or a live update that shrinks
 * the list, the last page may be gone). Pass the total of the result for the current state
 * (`data?.x.total`), not `previousData`, which may belong to other filters.
 */
export function usePageInRange<S extends { page: number }>(list: Pick<UrlListState<S>, 'state' | 'update'>, total: number | undefined, perPage: number): void {
  const { state, update } = list;
  useEffect(() => {
    if (total === undefined || state.page === 1) return;
    const last = Math.max(1, Math.ceil(total / perPage));
    if (state.page > last) update({ page: last } as Partial<S>, { replace: true });
  }, [total, perPage, state.page, update]);
}
