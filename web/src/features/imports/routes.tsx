import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const UsersImportPage = lazyWithPreload(() => import('./pages/import-page'), 'UsersImportPage');
const TasksImportPage = lazyWithPreload(() => import('./pages/import-page'), 'TasksImportPage');
const EmployeesImportPage = lazyWithPreload(() => import('./pages/import-page'), 'EmployeesImportPage');

/** CSV import into a list: reached from the list's "Import" button, allowed to whoever may add to it. */
export const routes: AppRoute[] = [
  { path: '/apps/user/import', element: UsersImportPage, meta: { titleKey: 'imports:pages.users', action: 'create', subject: 'User' } },
  { path: '/apps/todo/import', element: TasksImportPage, meta: { titleKey: 'imports:pages.tasks', action: 'create', subject: 'Task' } },
  { path: '/datatables/import', element: EmployeesImportPage, meta: { titleKey: 'imports:pages.employees', action: 'create', subject: 'Employee' } },
];
