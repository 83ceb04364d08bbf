import { useCallback, useEffect, useState } from 'react';
import type { UserSelection } from '../../../__generated__/graphql';

/**
 * Which users a bulk change is about: rows picked on the page, or every user the list's filters match but those
 * unticked since ("select all N matching"): the server reads the filters itself, the browser never gathers ids.
 */
export type PickedUsers = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'matching'; except: ReadonlySet<string> };

const NONE: PickedUsers = { kind: 'ids', ids: new Set() };

export function useUserSelection(filtersKey: string) {
  const [picked, setPicked] = useState<PickedUsers>(NONE);
  // Other filters select other users: start again.
  useEffect(() => setPicked(NONE), [filtersKey]);

  const isPicked = (id: string) => (picked.kind === 'ids' ? picked.ids.has(id) : !picked.except.has(id));
  const toggle = useCallback((id: string, on: boolean) => {
    setPicked((current) => {
      const set = new Set(current.kind === 'ids' ? current.ids : current.except);
      // Ticking adds to picked ids, or takes the row out of the exceptions of "all matching".
      if (on === (current.kind === 'ids')) set.add(id);
      else set.delete(id);
      return current.kind === 'ids' ? { kind: 'ids', ids: set } : { kind: 'matching', except: set };
    });
  }, []);
  const togglePage = useCallback((ids: readonly string[], on: boolean) => {
    setPicked((current) => {
      const set = new Set(current.kind === 'ids' ? current.ids : current.except);
      for (const id of ids) if (on === (current.kind === 'ids')) set.add(id);
      else set.delete(id);
      return current.kind === 'ids' ? { kind: 'ids', ids: set } : { kind: 'matching', except: set };
    });
  }, []);
  const all = useCallback(() => setPicked({ kind: 'matching', except: new Set() }), []);
  const clear = useCallback(() => setPicked(NONE), []);

  /** How many are picked, given how many match. */
  const count = (total: number) => (picked.kind === 'ids' ? picked.ids.size : total - picked.except.size);

  /** The selection as the server takes it. */
  const selection = (matching: NonNullable<UserSelection['matching']>): UserSelection =>
    picked.kind === 'ids' ? { ids: [...picked.ids] } : { matching, exceptIds: [...picked.except] };

  return { picked, isPicked, toggle, togglePage, all, clear, count, selection };
}

export type UserSelectionState = ReturnType<typeof useUserSelection>;
