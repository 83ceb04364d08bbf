import { Button, Card } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment, UserSortColumn } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { SearchInput } from '../../../components/search-input';
import { EmptyState } from '../../../components/states';
import { ViewsMenu } from '../../../components/saved-views/views-menu';
import { useBulkJob } from '../../../components/bulk/use-bulk-job';
import { useBulkSelection } from '../../../components/bulk/use-bulk-selection';
import { UsersBulkBar } from '../components/users-bulk-bar';
import { Can } from '../../../lib/ability';
import { toggledSort, usePageInRange, useUrlListState } from '../../../lib/url-state';
import { UsersQuery } from '../api/users-query';
import { AddUserDrawer } from '../components/add-user-drawer';
import { DeleteUserAlert } from '../components/delete-user-alert';
import { UserFilters } from '../components/user-filters';
import { UserStats } from '../components/user-stats';
import { UsersTable } from '../components/users-table';
import { IMPLIED_SORT_COLUMN, USER_LIST, USERS_PER_PAGE as PER_PAGE, usersVariables } from '../user-list-state';
import '../users.css';

/** /apps/user/list: server-side search, filters, sort and paging, all kept in the URL. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const list = useUrlListState(USER_LIST);
  const { state: params, update, filtered, clearFilters } = list;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<UserFieldsFragment | null>(null);
  const matching = { q: params.q || undefined, role: params.role ?? undefined, currentPlan: params.plan ?? undefined, status: params.status ?? undefined };
  const selection = useBulkSelection(JSON.stringify(matching));
  // A bulk change ended: every cached page of the list (and its counters) is read again.
  const job = useBulkJob(['users', 'allUsers']);

  const { data, previousData, loading, error, refetch } = useQuery(UsersQuery, { variables: usersVariables(params) });
  const page = (data ?? previousData)?.users;
  // Deleting the last row of the last page leaves nothing to show: step back.
  usePageInRange(list, data?.users.total, PER_PAGE);

  function sortBy(column: UserSortColumn) {
    // From the latest state: a click while the previous order is still loading must not undo it.
    update((current) => ({ sort: toggledSort(current.sort, column, IMPLIED_SORT_COLUMN) }));
  }

  const reset = filtered ? <Button text={t('toolbar.reset')} onClick={clearFilters} /> : undefined;
  const empty = <EmptyState icon="people" title={t('empty.title')} description={filtered ? t('empty.filtered') : t('empty.none')} action={reset} />;

  return (
    <div className="page users-page" data-testid="users-list">
      <PageHeader title={t('pages.list.title')} actions={<ViewsMenu list="users" fields={USER_LIST} />} />
      <UserStats />
      <Card className="card card--flush">
        <div className="card__head">
          <h2 className="card__title">{t('filters.title')}</h2>
        </div>
        <div className="users-page__filters">
          <UserFilters role={params.role} plan={params.plan} status={params.status} onChange={(patch) => update(patch)} />
        </div>
        <div className="users-toolbar">
          <SearchInput className="users-toolbar__search" label={t('toolbar.search')} value={list.search.text} onValueChange={list.search.setText} testId="users-search" />
          <div className="users-toolbar__actions">
            {filtered ? <Button variant="minimal" icon="filter-remove" text={t('toolbar.reset')} onClick={clearFilters} /> : null}
            <Can I="create" a="User">
              <Link to="/apps/user/import" className="bp6-button" data-testid="import-users">
                {t('toolbar.import')}
              </Link>
              <Button intent="primary" icon="plus" text={t('toolbar.add')} onClick={() => setAdding(true)} data-testid="add-user" />
            </Can>
          </div>
        </div>
        <UsersBulkBar selection={selection} matching={matching} total={page?.total ?? 0} pageIds={page?.items.map((u) => u.id) ?? []} onStarted={job.started} />
        {job.progress}
        <PagedList page={page} loading={loading} error={error} onRetry={() => void refetch()} refreshingClassName="users-refreshing" empty={empty}
          pager={{ page: params.page, perPage: PER_PAGE, onChange: (p) => update({ page: p }), summaryTestId: 'users-summary' }}>
          {(users) => (
            <UsersTable
              users={users}
              sortColumn={params.sort.column}
              sort={params.sort.direction}
              onSort={sortBy}
              onDelete={setDeleting}
              isPicked={selection.isPicked}
              onPick={selection.toggle}
              onPickPage={(on) => selection.togglePage(users.map((u) => u.id), on)}
            />
          )}
        </PagedList>
      </Card>
      <AddUserDrawer isOpen={adding} onClose={() => setAdding(false)} />
      <DeleteUserAlert user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
