import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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

function parse(search: URLSearchParams): UserListParams {
  const [column = null, direction = null] = (search.get('sort') ?? '').split('.');
  const role = search.get('role');
  const plan = search.get('plan');
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    role: isOneOf(ROLES, role) ? role : null,
    plan: isOneOf(PLANS, plan) ? plan : null,
    status: isOneOf(STATUSES, status) ? status : null,
    sortColumn: isOneOf(SORT_COLUMNS, column) ? column : null,
    sort: isOneOf(DIRECTIONS, direction) ? direction : 'asc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function serialize(params: UserListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.role) query.set('role', params.role);
  if (params.plan) query.set('plan', params.plan);
  if (params.status) query.set('status', params.status);
  if (params.sortColumn) query.set('sort', `${params.sortColumn}.${params.sort}`);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/**
 * The list state lives in the URL (`?q=&role=&plan=&status=&sort=email.desc&page=2`) so it survives a
 * reload and can be shared. Unknown values are ignored. Any change but a page change returns to page 1.
 *
 */
export function useUserListParams(): [
  UserListParams,
  (patch: Patch | ((current: UserListParams) => Patch), options?: { replace?: boolean }) => void,
] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parse(search), [search]);
  // The router's own updater sees the params of the last render, so two changes before the next
  // render (one event, or two fast ones) would drop the first: each change starts from the latest.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patchOrUpdater: Patch | ((current: UserListParams) => Patch), options?: { replace?: boolean }) => {
      // A toggle (sort direction) must read the latest state too, not the rendered one.
      const patch = typeof patchOrUpdater === 'function' ? patchOrUpdater(latest.current) : patchOrUpdater;
      latest.current = { ...latest.current, ...patch, page: patch.page ?? 1 };
      setSearch(serialize(latest.current), { replace: options?.replace });
    },
    [setSearch],
  );
  return [params, update];
}
