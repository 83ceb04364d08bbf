import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection, UserPlan, UserRole, UserSortColumn, UserStatus } from '../../../__generated__/graphql';
import { DIRECTIONS, isOneOf, PLANS, ROLES, SORT_COLUMNS, STATUSES } from '../components/user-meta';

export interface UserListParams {
  q: string;
  role: UserRole | null;
  plan: UserPlan | null;
  status: UserStatus | null;
  sortColumn: UserSortColumn | null;
  sort: SortDirection;
  page: number;
}

type Patch = Partial<UserListParams>;

/**
 * The list state lives in the URL (`?q=&role=&plan=&status=&sort=email.desc&page=2`) so it survives a
 * reload and can be shared. Unknown values are ignored. Any change but a page change returns to page 1.
 */
export function useUserListParams(): [UserListParams, (patch: Patch, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<UserListParams>(() => {
    const [column = null, direction = null] = (search.get('sort') ?? '').split('.');
    const page = Number(search.get('page'));
    return {
      q: search.get('q') ?? '',
      role: isOneOf(ROLES, search.get('role')) ? (search.get('role') as UserRole) : null,
      plan: isOneOf(PLANS, search.get('plan')) ? (search.get('plan') as UserPlan) : null,
      status: isOneOf(STATUSES, search.get('status')) ? (search.get('status') as UserStatus) : null,
      sortColumn: isOneOf(SORT_COLUMNS, column) ? column : null,
      sort: isOneOf(DIRECTIONS, direction) ? direction : 'asc',
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [search]);

  const update = useCallback(
    (patch: Patch, options?: { replace?: boolean }) => {
      const next = { ...params, ...patch, page: patch.page ?? 1 };
      const query = new URLSearchParams();
      if (next.q) query.set('q', next.q);
      if (next.role) query.set('role', next.role);
      if (next.plan) query.set('plan', next.plan);
      if (next.status) query.set('status', next.status);
      if (next.sortColumn) query.set('sort', `${next.sortColumn}.${next.sort}`);
      if (next.page > 1) query.set('page', String(next.page));
      setSearch(query, { replace: options?.replace });
    },
    [params, setSearch],
  );

  return [params, update];
}
