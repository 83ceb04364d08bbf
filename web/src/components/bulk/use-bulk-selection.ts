import { useCallback, useEffect, useState } from 'react';

/**
 * Which rows a bulk change is about: rows picked on the page, or every row the list's filters match but those
 * unticked since ("pick all N matching"): the server reads the filters itself, the browser never gathers ids.
 */
export type PickedRows = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'matching'; except: ReadonlySet<string> };

/** A selection as every bulk mutation takes it (`UserSelection`, `TaskSelection`, …). */
export type SelectionInput<M> = { ids: string[] } | { matching: M; exceptIds: string[] };

const NONE: PickedRows = { kind: 'ids', ids: new Set() };

/** The rows picked on a list; `filtersKey` names the list's filters (other filters select other rows: start again). */
export function useBulkSelection(filtersKey: string) {
  const [picked, setPicked] = useState<PickedRows>(NONE);
  useEffect(() => setPicked(NONE), [filtersKey]);

  const isPicked = useCallback((id: string) => (picked.kind === 'ids' ? picked.ids.has(id) : !picked.except.has(id)), [picked]);
  const pick = useCallback((ids: readonly string[], on: boolean) => {
    setPicked((current) => {
      const set = new Set(current.kind === 'ids' ? current.ids : current.except);
      // Ticking adds to picked ids, or takes the row out of the exceptions of "all matching".
      for (const id of ids) if (on === (current.kind === 'ids')) set.add(id);
      else set.delete(id);
      return current.kind === 'ids' ? { kind: 'ids', ids: set } : { kind: 'matching', except: set };
    });
  }, []);
  const toggle = useCallback((id: string, on: boolean) => pick([id], on), [pick]);
  const togglePage = pick;
  /** Exactly these rows (a table with a selection of its own, e.g. the employees grid, tells it whole). */
  const replace = useCallback((ids: readonly string[]) => setPicked({ kind: 'ids', ids: new Set(ids) }), []);
  const all = useCallback(() => setPicked({ kind: 'matching', except: new Set() }), []);
  const clear = useCallback(() => setPicked(NONE), []);

  /** How many are picked, given how many match. */
  const count = (total: number) => (picked.kind === 'ids' ? picked.ids.size : total - picked.except.size);

  /** The selection as the server takes it, with the list's filters as `matching`. */
  const selection = <M,>(matching: M): SelectionInput<M> => (picked.kind === 'ids' ? { ids: [...picked.ids] } : { matching, exceptIds: [...picked.except] });

  return { picked, isPicked, toggle, togglePage, replace, all, clear, count, selection };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;
