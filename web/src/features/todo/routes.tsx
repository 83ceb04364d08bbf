import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const TodoPage = lazyPage(() => import('./pages/todo-page'));

/** Routes of the todo feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/todo', element: TodoPage, meta: { titleKey: 'todo:pages.todo.title', action: 'read', subject: 'Task' } },
  { path: '/apps/todo/:filter', element: TodoPage, meta: { titleKey: 'todo:pages.filter.title', action: 'read', subject: 'Task' } },
  { path: '/apps/todo/tag/:tag', element: TodoPage, meta: { titleKey: 'todo:pages.tag.title', action: 'read', subject: 'Task' } },
];
