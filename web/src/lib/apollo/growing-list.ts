import type { ApolloCache, FieldPolicy, Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';

/**
 * Lists the client reads page by page as the user scrolls (tasks, mails): each filter combination is one
 * cache entry (`keyArgs`), and the pages read so far are merged into one list that grows, the loaded
 * prefix of the server's list. Changes (this session's mutations, live events) are placed into it by the
 * server's rules, with `total` kept exact, so the next page asked for starts where the prefix ends.
 */
export interface GrowingList {
  __typename?: string;
  items: readonly Reference[];
  total: number;
  /** The server estimated `total` (a large search on the PostgreSQL store): exact again once a page comes back short. */
  totalEstimated?: boolean;
}

/** The field policy: filters as the key, pages merged by position (a page 1 answer starts the list again). */
export function growingListPolicy(keyArgs: string[], defaultPerPage: number): FieldPolicy<GrowingList> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const page = typeof args?.page === 'number' ? args.page : 1;
      const perPage = typeof args?.perPage === 'number' ? args.perPage : defaultPerPage;
      const head = (existing?.items ?? []).slice(0, (page - 1) * perPage);
      const held = new Set(head.map((ref) => readField<string>('id', ref)));
      const items = [...head, ...incoming.items.filter((ref) => !held.has(readField<string>('id', ref)))];
      if (!incoming.totalEstimated) return { ...incoming, items };
      // An estimate: a short page ends the list (its length is then the total); until one comes, more is to load.
      const ended = incoming.items.length < perPage;
      return { ...incoming, items, total: ended ? items.length : Math.max(incoming.total, items.length + 1), totalEstimated: !ended };
    },
  };
}

/** The page that holds the first row not loaded yet: pages overlapping the prefix are merged without repeats. */
export function nextPage(loaded: number, perPage: number): number {
  return Math.floor(loaded / perPage) + 1;
}

export interface Placement {
  id: string;
  ref: Reference;
  /** Whether the row was in the list before the change; undefined when its earlier state is unknown. */
  was: boolean | undefined;
  /** Whether it is now. */
  is: boolean;
  /** Whether the changed row sorts before `other` in the list's order. */
  sortsBefore: (other: Reference) => boolean;
  /** The change left the row's sort key as it was: a loaded row keeps its place, even the last one loaded. */
  keepsPlace?: boolean;
  readField: ModifierDetails['readField'];
}

/**
 * A cached list after one row changed: out of the list if it left, in its sorted place if it joined or
 * moved, where it was if it stayed in place, `total` adjusted. A row that sorts after the loaded prefix of a list not fully loaded is left
 * for the page that holds it. A row whose earlier state is unknown counts as a member before if the
 * loaded rows say so, else as it is now (the total stays).
 */
export function placeRow(list: GrowingList, { id, ref, was, is, sortsBefore, keepsPlace, readField }: Placement): GrowingList {
  const others = list.items.filter((item) => readField<string>('id', item) !== id);
  const held = others.length < list.items.length;
  // Placing it again could find no loaded row after it and leave it for a page already loaded.
  if (held && is && keepsPlace) return list;
  const complete = list.items.length >= list.total;
  const member = held || (!complete && (was ?? is));
  const total = Math.max(0, list.total - (member ? 1 : 0) + (is ? 1 : 0));
  if (!is) return held || member ? { ...list, items: others, total } : list;
  const at = others.findIndex(sortsBefore);
  if (at >= 0) return { ...list, items: [...others.slice(0, at), ref, ...others.slice(at)], total };
  // After every loaded row: shown only when no other row is still to load.
  return { ...list, items: others.length >= total - 1 ? [...others, ref] : others, total };
}

const placed = new WeakMap<ApolloCache, Map<string, string>>();

/**
 * A change reaches the cache twice: from this session's mutation answer and from the live event it
 * published, in either order. The first to come places the row in the cached lists; the second finds the
 * same `state` recorded for `Type:id` and leaves them alone. Optimistic passes neither record nor check:
 * their layer goes away before the answer is placed.
 */
export function firstPlacement(cache: ApolloCache, typename: string, id: string, state: string): boolean {
  let states = placed.get(cache);
  if (!states) {
    states = new Map();
    placed.set(cache, states);
  }
  const key = `${typename}:${id}`;
  if (states.get(key) === state) return false;
  states.set(key, state);
  return true;
}
