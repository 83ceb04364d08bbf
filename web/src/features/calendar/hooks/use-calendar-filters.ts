import { useMemo } from 'react';
import type { CalendarCategory } from '../../../__generated__/graphql';
import { useUrlState, type UrlParam } from '../../../lib/url-state';
import { CATEGORIES, isCategory } from '../calendar-meta';

/**
 * The checked categories: no `calendars` parameter = all five, `calendars=` = none,
 * `calendars=Business,Family` = those. Unknown names are ignored; the order is always the sidebar's.
 */
const categories: UrlParam<readonly CalendarCategory[]> = {
  keys: ['calendars'],
  read: (search) => {
    const raw = search.get('calendars');
    if (raw === null) return CATEGORIES;
    const names = raw.split(',').filter(isCategory);
    return CATEGORIES.filter((c) => names.includes(c));
  },
  write: (value, into) => {
    if (value.length !== CATEGORIES.length) into.set('calendars', CATEGORIES.filter((c) => value.includes(c)).join(','));
  },
};
export const CALENDAR_FILTERS = { selected: categories };

/** The events query's argument: omitted for all (the server's default), else the list (possibly empty). */
export function calendarsArg(selected: readonly CalendarCategory[]): CalendarCategory[] | undefined {
  return selected.length === CATEGORIES.length ? undefined : [...selected];
}

export function useCalendarFilters() {
  const [{ selected }, update] = useUrlState(CALENDAR_FILTERS);
  // One array per URL change: a new one per render would restart the events query every render.
  const queryArg = useMemo(() => calendarsArg(selected), [selected]);
  const write = (next: readonly CalendarCategory[]) => update({ selected: next }, { replace: true });
  return {
    selected,
    allSelected: selected.length === CATEGORIES.length,
    // From the latest URL: two quick clicks on two categories must both count.
    toggle: (category: CalendarCategory) =>
      update((current) => ({ selected: current.selected.includes(category) ? current.selected.filter((c) => c !== category) : [...current.selected, category] }), { replace: true }),
    selectAll: () => write(CATEGORIES),
    clear: () => write([]),
    /** The query argument: omitted for all (the server's default), else the list (possibly empty). */
    queryArg,
  };
}
