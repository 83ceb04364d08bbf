import { Button, Card, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment, UserSortColumn } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { Can } from '../../../lib/ability';
import { UsersQuery } from '../api/users-query';
import { AddUserDrawer } from '../components/add-user-drawer';
import { DeleteUserAlert } from '../components/delete-user-alert';
import { Pager } from '../../../components/pager';
import { UserFilters } from '../components/user-filters';
import { UserStats } from '../components/user-stats';
import { UsersTable } from '../components/users-table';
import { useUserListParams } from '../hooks/use-user-list-params';
import '../users.css';

const PER_PAGE = 10;
const SEARCH_DELAY_MS = 300;

/** /apps/user/list: server-side search, filters, sort and paging, all kept in the URL. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const [params, update] = useUserListParams();
  const [search, setSearch] = useState(params.q);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<UserFieldsFragment | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(UsersQuery, {
    variables: {
      q: params.q || undefined,
      role: params.role ?? undefined,
      currentPlan: params.plan ?? undefined,
      status: params.status ?? undefined,
      sortColumn: params.sortColumn ?? undefined,
      sort: params.sortColumn ? params.sort : undefined,
      page: params.page,
      perPage: PER_PAGE,
    },
  });
  const page = (data ?? previousData)?.users;

  // The URL wins when it changes from outside (back button, a shared link).
  useEffect(() => setSearch(params.q), [params.q]);

  useEffect(() => {
    if (search.trim() === params.q) return;
    const timer = window.setTimeout(() => update({ q: search.trim() }, { replace: true }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, params.q, update]);

  // Deleting the last row of the last page leaves nothing to show: step back one page.
  useEffect(() => {
    if (data && data.users.items.length === 0 && data.users.total > 0 && params.page > 1) {
      update({ page: Math.ceil(data.users.total / PER_PAGE) }, { replace: true });
    }
  }, [data, params.page, update]);

  function sortBy(column: UserSortColumn) {
    update((current) => ({
      sortColumn: column,
      sort: (current.sortColumn ?? 'fullName') === column && current.sort === 'asc' ? 'desc' : 'asc',
    }));
  }

  const filtered = Boolean(params.q || params.role || params.plan || params.status);

  return (
    <div className="page users-page" data-testid="users-list">
      <PageHeader title={t('pages.list.title')} />
      <UserStats />
      <Card className="card card--flush">
        <div className="card__head">
          <h2 className="card__title">{t('filters.title')}</h2>
        </div>
        <div className="users-page__filters">
          <UserFilters role={params.role} plan={params.plan} status={params.status} onChange={(patch) => update(patch)} />
        </div>
        <div className="users-toolbar">
          <InputGroup
            type="search"
            leftIcon="search"
            className="users-toolbar__search"
            placeholder={t('toolbar.search')}
            aria-label={t('toolbar.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="users-search"
          />
          <div className="users-toolbar__actions">
            {filtered ? <Button variant="minimal" icon="filter-remove" text={t('toolbar.reset')} onClick={() => update({ q: '', role: null, plan: null, status: null })} /> : null}
            <Can I="create" a="User">
              <Button intent="primary" icon="plus" text={t('toolbar.add')} onClick={() => setAdding(true)} data-testid="add-user" />
            </Can>
          </div>
        </div>
        {error && !page ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !page ? (
          <LoadingState />
        ) : page.items.length === 0 ? (
          <EmptyState
            icon="people"
            title={t('empty.title')}
            description={filtered ? t('empty.filtered') : t('empty.none')}
            action={filtered ? <Button text={t('toolbar.reset')} onClick={() => update({ q: '', role: null, plan: null, status: null })} /> : undefined}
          />
        ) : (
          <div className={loading ? 'users-refreshing' : undefined} aria-busy={loading}>
            <UsersTable users={page.items} sortColumn={params.sortColumn} sort={params.sort} onSort={sortBy} onDelete={setDeleting} />
          </div>
        )}
        {page && page.total > 0 ? <Pager page={params.page} perPage={PER_PAGE} total={page.total} onChange={(p) => update({ page: p })} summary={{ testId: 'users-summary' }} /> : null}
      </Card>
      <AddUserDrawer isOpen={adding} onClose={() => setAdding(false)} />
      <DeleteUserAlert user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
