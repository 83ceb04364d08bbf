import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EmployeeSortColumn, SortDirection } from '../../../__generated__/graphql';
import { DEFAULT_PAGE_SIZE, DIRECTIONS, isOneOf, PAGE_SIZES, SORT_COLUMNS, type PageSize } from '../employee-meta';

export interface EmployeeTableParams {
  q: string;
  page: number;
  perPage: PageSize;
  sortColumn: EmployeeSortColumn | null;
  sort: SortDirection;
}

type Patch = Partial<EmployeeTableParams>;

/**
 * The table state lives in the URL (`?q=&page=2&perPage=25&sort=salary.desc`): it survives a reload
 * and can be shared. Unknown values fall back to the defaults; any change but a page change returns to page 1.
 */
export function useEmployeeTableParams(): [EmployeeTableParams, (patch: Patch, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<EmployeeTableParams>(() => {
    const [column, direction] = (search.get('sort') ?? '').split('.');
    const page = Number(search.get('page'));
    const perPage = Number(search.get('perPage'));
    const sorted = isOneOf(SORT_COLUMNS, column);
    return {
      q: search.get('q') ?? '',
      page: Number.isInteger(page) && page > 1 ? page : 1,
      perPage: isOneOf(PAGE_SIZES, perPage) ? perPage : DEFAULT_PAGE_SIZE,
      sortColumn: sorted ? column : null,
      sort: sorted && isOneOf(DIRECTIONS, direction) ? direction : 'asc',
    };
  }, [search]);

  const update = useCallback(
    (patch: Patch, options?: { replace?: boolean }) => {
      const next = { ...params, ...patch, page: patch.page ?? 1 };
      const query = new URLSearchParams();
      if (next.q) query.set('q', next.q);
      if (next.sortColumn) query.set('sort', `${next.sortColumn}.${next.sort}`);
      if (next.perPage !== DEFAULT_PAGE_SIZE) query.set('perPage', String(next.perPage));
      if (next.page > 1) query.set('page', String(next.page));
      setSearch(query, { replace: options?.replace });
    },
    [params, setSearch],
  );

  return [params, update];
}
