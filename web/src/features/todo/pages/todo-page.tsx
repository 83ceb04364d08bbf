import { Card, Checkbox, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import type { TaskFieldsFragment } from '../../../__generated__/graphql';
import { LoadMore } from '../../../components/load-more';
import { PageHeader } from '../../../components/page-header';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { ErrorState, LoadingState } from '../../../components/states';
import { Can } from '../../../lib/ability';
import { useLoadMore } from '../../../lib/apollo/use-load-more';
import { useBulkJob } from '../../../components/bulk/use-bulk-job';
import { useBulkSelection } from '../../../components/bulk/use-bulk-selection';
import { ability } from '../../../lib/ability';
import { TasksBulkBar } from '../components/tasks-bulk-bar';
import { TASKS_PER_PAGE, TasksQuery } from '../api/tasks-query';
import { TaskDrawer, type DrawerState } from '../components/task-drawer';
import { TaskList } from '../components/task-list';
import { TodoSidebar } from '../components/todo-sidebar';
import { TodoToolbar } from '../components/todo-toolbar';
import { useTaskActions } from '../hooks/use-task-actions';
import { TODO_LIST, tasksVariables, useTodoParams } from '../hooks/use-todo-params';
import '../todo.css';

/** The to-do app: sidebar (add, filters, tags), search and sort over the list, a drawer to add and edit. */
export default function TodoPage() {
  const { t } = useTranslation('todo');
  const { list, filter, tag, valid } = useTodoParams();
  const params = { ...list.state, filter, tag };
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const actions = useTaskActions();
  const location = useLocation();
  const variables = tasksVariables(list.state, { filter, tag });
  const { data, previousData, loading, error, refetch } = useQuery(TasksQuery, { variables });
  const more = useLoadMore(TasksQuery, variables, data?.tasks.items.length ?? 0, TASKS_PER_PAGE);
  const { t: tc } = useTranslation();
  const matching = { q: variables.q, filter: variables.filter, tag: variables.tag };
  const selection = useBulkSelection(JSON.stringify(matching));
  // A bulk change ended: every cached page of the list is read again.
  const job = useBulkJob(['tasks']);
  // Stable handlers: the memoised rows draw again only when their own task changes.
  const openTask = useCallback((task: TaskFieldsFragment) => setDrawer({ mode: 'edit', task }), []);
  const addTask = useCallback(() => setDrawer({ mode: 'add' }), []);
  const toggleCompleted = useCallback((task: TaskFieldsFragment) => void actions.toggleCompleted(task), [actions]);
  const toggleImportant = useCallback((task: TaskFieldsFragment) => void actions.toggleImportant(task), [actions]);

  if (!valid) return <Navigate to="/apps/todo" replace />;

  // While a new filter loads, the previous rows stay (dimmed) instead of flashing a spinner.
  const page = data?.tasks ?? previousData?.tasks;
  const tasks = page?.items;
  const trash = params.filter === 'deleted';
  const heading = params.tag ? t(`tag.${params.tag}`) : t(`filter.${params.filter ?? 'all'}`);
  // Tasks in the trash are not changed in bulk; nor by a caller who may neither edit nor delete tasks.
  const mayPick = !trash && (ability.can('update', 'Task') || ability.can('delete', 'Task'));
  const shownIds = tasks?.map((task) => task.id) ?? [];
  const pickedShown = shownIds.filter((id) => selection.isPicked(id)).length;
  const drawerKey = drawer ? (drawer.mode === 'edit' ? drawer.task.id : 'add') : 'closed';

  return (
    <div className="page todo-page">
      <PageHeader
        title={t('pages.todo.title')}
        actions={
          <>
            <Can I="create" a="Task">
              <Link to="/apps/todo/import" className="bp6-button" data-testid="import-tasks">
                {t('action.import')}
              </Link>
            </Can>
            <ViewsMenu list="tasks" fields={TODO_LIST} route="/apps/todo" />
          </>
        }
      />
      <Card className={sidebarOpen ? 'card todo-app todo-app--sidebar-open' : 'card todo-app'}>
        <TodoSidebar onAdd={() => setDrawer({ mode: 'add' })} onNavigate={() => setSidebarOpen(false)} />
        <button type="button" className="todo-app__backdrop" aria-label={t('sidebar.close')} tabIndex={-1} onClick={() => setSidebarOpen(false)} />
        <section className="todo-main" aria-labelledby="todo-heading" aria-busy={loading} data-ready={loading ? undefined : location.pathname + location.search}>
          <TodoToolbar list={list} onOpenSidebar={() => setSidebarOpen(true)} />
          <div className="todo-main__heading">
            {mayPick && shownIds.length > 0 ? (
              <Checkbox
                className="todo-main__pick"
                aria-label={tc('bulk.pickPage')}
                checked={pickedShown === shownIds.length}
                indeterminate={pickedShown > 0 && pickedShown < shownIds.length}
                onChange={(e) => selection.togglePage(shownIds, e.currentTarget.checked)}
                data-testid="pick-page"
              />
            ) : null}
            <h2 id="todo-heading">{heading}</h2>
            {page ? (
              <span className="todo-main__count" role="status">
                {page.totalEstimated ? '≈ ' : ''}
                {t('list.count', { count: page.total })}
              </span>
            ) : null}
            {loading && tasks ? <Spinner size={16} aria-label={t('list.loading')} /> : null}
          </div>
          {mayPick ? <TasksBulkBar selection={selection} matching={matching} total={page?.total ?? 0} pageIds={shownIds} onStarted={job.started} /> : null}
          {job.progress}
          <div className={loading && tasks ? 'todo-main__list todo-main__list--stale' : 'todo-main__list'}>
            {error && !tasks ? (
              <ErrorState error={error} onRetry={() => void refetch()} />
            ) : !tasks ? (
              <LoadingState />
            ) : (
              <>
                <TaskList
                  tasks={tasks}
                  trash={trash}
                  searching={params.q !== ''}
                  onOpen={openTask}
                  onToggleCompleted={toggleCompleted}
                  onToggleImportant={toggleImportant}
                  onAdd={addTask}
                  picking={mayPick ? { isPicked: selection.isPicked, onPick: selection.toggle } : undefined}
                />
                {data ? (
                  <LoadMore
                    shown={data.tasks.items.length}
                    total={data.tasks.total}
                    loading={more.loading}
                    paused={more.failed}
                    onLoadMore={() => void more.loadMore()}
                    testId="task-list-more"
                  />
                ) : null}
              </>
            )}
          </div>
        </section>
      </Card>
      <TaskDrawer key={drawerKey} state={drawer} onClose={() => setDrawer(null)} onDelete={actions.remove} />
    </div>
  );
}
