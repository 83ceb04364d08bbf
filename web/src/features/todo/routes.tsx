import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const TodoPage = lazyPage(() => import('./pages/todo-page'));

/** The routes' data preloads: a small chunk of their own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');
const tasks: AppRoute['preload'] = (target) => void data().then((m) => m.preloadTasks(target));

/** Routes of the todo feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/todo', element: TodoPage, meta: { titleKey: 'todo:pages.todo.title', action: 'read', subject: 'Task' }, preload: tasks },
  { path: '/apps/todo/:filter', element: TodoPage, meta: { titleKey: 'todo:pages.filter.title', action: 'read', subject: 'Task' }, preload: tasks },
  { path: '/apps/todo/tag/:tag', element: TodoPage, meta: { titleKey: 'todo:pages.tag.title', action: 'read', subject: 'Task' }, preload: tasks },
];
