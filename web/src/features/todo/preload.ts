import type { RouteTarget } from '../../lib/routing/types';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { TasksQuery } from './api/tasks-query';
import { tasksVariables, todoSelection, TODO_LIST } from './hooks/use-todo-params';

/** The route's data, started with the navigation (its own chunk, loaded beside the page's). */
export function preloadTasks({ params, searchParams }: RouteTarget): void {
  preloadQuery(TasksQuery, tasksVariables(readUrlState(TODO_LIST, searchParams), todoSelection(params)));
}
