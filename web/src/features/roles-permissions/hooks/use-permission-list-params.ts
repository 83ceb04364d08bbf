import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PermissionRole } from '../../../__generated__/graphql';
import { isRole } from '../components/role-meta';

export interface PermissionListParams {
  q: string;
  role: PermissionRole | null;
  page: number;
}

type Patch = Partial<PermissionListParams>;

function parse(search: URLSearchParams): PermissionListParams {
  const role = search.get('role');
  const page = Number(search.get('page'));
  return { q: search.get('q') ?? '', role: isRole(role) ? role : null, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function serialize(params: PermissionListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.role) query.set('role', params.role);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/**
 * `?q=&role=&page=` in the URL, so the table state survives a reload; any change but paging returns to
 * page 1.
 */
export function usePermissionListParams(): [PermissionListParams, (patch: Patch, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parse(search), [search]);
  // The router's own updater sees the params of the last render, so two changes before the next
  // render (one event, or two fast ones) would drop the first: each change starts from the latest.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: Patch, options?: { replace?: boolean }) => {
      latest.current = { ...latest.current, ...patch, page: patch.page ?? 1 };
      setSearch(serialize(latest.current), { replace: options?.replace });
    },
    [setSearch],
  );
  return [params, update];
}
