import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { TaskFilter, TaskTag } from '../../../__generated__/graphql';
import { isOneOf, SORT_PARAMS, TASK_FILTERS, TASK_TAGS, type SortParam } from '../task-meta';

export interface TodoParams {
  filter: TaskFilter | null;
  tag: TaskTag | null;
  q: string;
  sort: SortParam;
}

/** Where the sidebar selection lives: `/apps/todo`, `/apps/todo/<filter>`, `/apps/todo/tag/<tag>`. */
export function todoPath(selection: { filter?: TaskFilter | null; tag?: TaskTag | null }): string {
  if (selection.tag) return `/apps/todo/tag/${selection.tag}`;
  if (selection.filter) return `/apps/todo/${selection.filter}`;
  return '/apps/todo';
}

/**
 * The list state is the URL: filter or tag in the path, search and sort in the query
 * (`?q=отчёт&sort=due-date`), so it survives a reload and can be shared. `valid` is false for a path
 * segment that names no filter or tag.
 */
export function useTodoParams(): { params: TodoParams; valid: boolean; setQuery: (patch: { q?: string; sort?: SortParam }) => void } {
  const route = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();

  const params = useMemo<TodoParams>(() => {
    const sort = search.get('sort');
    return {
      filter: isOneOf(TASK_FILTERS, route.filter) ? route.filter : null,
      tag: isOneOf(TASK_TAGS, route.tag) ? route.tag : null,
      q: search.get('q') ?? '',
      sort: isOneOf(SORT_PARAMS, sort) ? sort : 'latest',
    };
  }, [route.filter, route.tag, search]);

  const valid = (route.filter === undefined || params.filter !== null) && (route.tag === undefined || params.tag !== null);

  const setQuery = useCallback(
    (patch: { q?: string; sort?: SortParam }) => {
      const next = { q: params.q, sort: params.sort, ...patch };
      const query = new URLSearchParams();
      if (next.q) query.set('q', next.q);
      if (next.sort !== 'latest') query.set('sort', next.sort);
      const text = query.toString();
      // Typing replaces the entry so Back leaves the list instead of undoing keystrokes.
      navigate({ search: text ? `?${text}` : '' }, { replace: patch.q !== undefined });
    },
    [navigate, params.q, params.sort],
  );

  return { params, valid, setQuery };
}

/** The query string to keep when the sidebar changes the path. */
export function useListSearch(): string {
  const [search] = useSearchParams();
  const text = search.toString();
  return text ? `?${text}` : '';
}
