import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PermissionRole } from '../../../__generated__/graphql';
import { isRole } from '../components/role-meta';

export interface PermissionListParams {
  q: string;
  role: PermissionRole | null;
  page: number;
}

type Patch = Partial<PermissionListParams>;

/** `?q=&role=&page=` in the URL, so the table state survives a reload; any change but paging returns to page 1. */
export function usePermissionListParams(): [PermissionListParams, (patch: Patch, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<PermissionListParams>(() => {
    const role = search.get('role');
    const page = Number(search.get('page'));
    return { q: search.get('q') ?? '', role: isRole(role) ? role : null, page: Number.isInteger(page) && page > 1 ? page : 1 };
  }, [search]);

  const update = useCallback(
    (patch: Patch, options?: { replace?: boolean }) => {
      const next = { ...params, ...patch, page: patch.page ?? 1 };
      const query = new URLSearchParams();
      if (next.q) query.set('q', next.q);
      if (next.role) query.set('role', next.role);
      if (next.page > 1) query.set('page', String(next.page));
      setSearch(query, { replace: options?.replace });
    },
    [params, setSearch],
  );

  return [params, update];
}
