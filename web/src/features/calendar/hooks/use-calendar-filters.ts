import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarCategory } from '../../../__generated__/graphql';
import { CATEGORIES, isCategory } from '../calendar-meta';

/**
 * The checked categories live in the URL: no `calendars` parameter = all five, `calendars=` = none,
 * `calendars=Business,Family` = those. Unknown names are ignored; the order is always the sidebar's.
 */
export function useCalendarFilters() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('calendars');

  const selected = useMemo<CalendarCategory[]>(() => {
    if (raw === null) return [...CATEGORIES];
    const names = raw.split(',').filter(isCategory);
    return CATEGORIES.filter((c) => names.includes(c));
  }, [raw]);

  const write = useCallback(
    (next: readonly CalendarCategory[]) => {
      const query = new URLSearchParams(search);
      if (next.length === CATEGORIES.length) query.delete('calendars');
      else query.set('calendars', CATEGORIES.filter((c) => next.includes(c)).join(','));
      setSearch(query, { replace: true });
    },
    [search, setSearch],
  );

  return {
    selected,
    allSelected: selected.length === CATEGORIES.length,
    toggle: (category: CalendarCategory) => write(selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category]),
    selectAll: () => write(CATEGORIES),
    clear: () => write([]),
    /** The query argument: omitted for all (the server's default), else the list (possibly empty). */
    queryArg: selected.length === CATEGORIES.length ? undefined : selected,
  };
}
