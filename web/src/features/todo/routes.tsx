import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const TodoPage = lazyWithPreload(() => import('./pages/todo-page'), 'default');

/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');
const tasks: AppRoute['preload'] = (target) => void data().then((m) => m.preloadTasks(target));

/** Routes of the todo feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/todo', element: TodoPage, meta: { titleKey: 'todo:pages.todo.title', action: 'read', subject: 'Task' }, preload: tasks },
  { path: '/apps/todo/:filter', element: TodoPage, meta: { titleKey: 'todo:pages.filter.title', action: 'read', subject: 'Task' }, preload: tasks },
  { path: '/apps/todo/tag/:tag', element: TodoPage, meta: { titleKey: 'todo:pages.tag.title', action: 'read', subject: 'Task' }, preload: tasks },
];
