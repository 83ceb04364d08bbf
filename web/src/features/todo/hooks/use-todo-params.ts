import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TaskFilter, TasksQueryVariables, TaskTag } from '../../../__generated__/graphql';
import { isOneOf } from '../../../lib/one-of';
import { oneOfOr, text, useUrlListState, type UrlListState, type UrlStateOf } from '../../../lib/url-state';
import { TASKS_PER_PAGE } from '../api/tasks-query';
import { SORT_PARAMS, SORT_TO_GRAPHQL, TASK_FILTERS, TASK_TAGS } from '../task-meta';

/** Search and order in the query (`?q=отчёт&sort=due-date`); the sidebar's selection is the path. */
export const TODO_LIST = { q: text('q'), sort: oneOfOr('sort', SORT_PARAMS, 'latest') };
export type TodoList = UrlListState<UrlStateOf<typeof TODO_LIST>>;

/** Where the sidebar selection lives: `/apps/todo`, `/apps/todo/<filter>`, `/apps/todo/tag/<tag>`. */
export function todoPath(selection: { filter?: TaskFilter | null; tag?: TaskTag | null }): string {
  if (selection.tag) return `/apps/todo/tag/${selection.tag}`;
  if (selection.filter) return `/apps/todo/${selection.filter}`;
  return '/apps/todo';
}

/**
 * The list state is the URL: filter or tag in the path, search and sort in the query, so it survives a
 * reload and can be shared. `valid` is false for a path segment that names no filter or tag.
 */
export function useTodoParams(): { list: TodoList; filter: TaskFilter | null; tag: TaskTag | null; valid: boolean } {
  const route = useParams();
  const list = useUrlListState(TODO_LIST);
  const selection = useMemo(() => todoSelection({ filter: route.filter, tag: route.tag }), [route.filter, route.tag]);
  const valid = (route.filter === undefined || selection.filter !== null) && (route.tag === undefined || selection.tag !== null);
  return { list, ...selection, valid };
}

/** The sidebar's selection a path names (null when it names none). */
export function todoSelection(route: Readonly<Record<string, string | undefined>>): { filter: TaskFilter | null; tag: TaskTag | null } {
  return { filter: isOneOf(TASK_FILTERS, route.filter) ? route.filter : null, tag: isOneOf(TASK_TAGS, route.tag) ? route.tag : null };
}

/** What the list asks for its path and query: the page and its route's data preload ask the same. */
export function tasksVariables(list: UrlStateOf<typeof TODO_LIST>, selection: { filter: TaskFilter | null; tag: TaskTag | null }): TasksQueryVariables {
  return {
    q: list.q || undefined,
    filter: selection.filter ?? undefined,
    tag: selection.tag ?? undefined,
    sortBy: SORT_TO_GRAPHQL[list.sort],
    page: 1,
    perPage: TASKS_PER_PAGE,
  };
}

/** The query string to keep when the sidebar changes the path. */
export function useListSearch(): string {
  const [search] = useSearchParams();
  const query = search.toString();
  return query ? `?${query}` : '';
}
