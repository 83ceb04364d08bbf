import { Button, Card, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionFieldsFragment } from '../../../__generated__/graphql';
import { PagedList } from '../../../components/paged-list';
import { EmptyState } from '../../../components/states';
import { Can } from '../../../lib/ability';
import { PermissionsQuery } from '../api/permissions-query';
import { SearchInput } from '../../../components/search-input';
import { usePageInRange, type UrlListState, type UrlStateOf } from '../../../lib/url-state';
import { PERMISSIONS_PER_PAGE, permissionsVariables, type PERMISSION_LIST } from '../permission-list-state';
import { DeletePermissionAlert } from './delete-permission-alert';
import { PermissionDialog } from './permission-dialog';
import { PermissionsTable } from './permissions-table';
import { isRole, ROLES } from './role-meta';

export type PermissionList = UrlListState<UrlStateOf<typeof PERMISSION_LIST>>;

interface Props {
  /** The page's `useUrlListState(PERMISSION_LIST)`: the roles page filters the same list by its cards. */
  list: PermissionList;
  title: string;
  subtitle?: ReactNode;
}

/** The permissions table with its search, role filter, add/edit/delete and server-side paging. */
export function PermissionsPanel({ list, title, subtitle }: Props) {
  const { t } = useTranslation('roles-permissions');
  const { state: params, update, filtered, clearFilters: reset } = list;
  const [dialog, setDialog] = useState<{ permission: PermissionFieldsFragment | null } | null>(null);
  const [deleting, setDeleting] = useState<PermissionFieldsFragment | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(PermissionsQuery, { variables: permissionsVariables(params) });
  const page = (data ?? previousData)?.permissions;
  // Deleting the last row of the last page leaves nothing to show: step back to the last page.
  usePageInRange(list, data?.permissions.total, PERMISSIONS_PER_PAGE);

  const resetButton = filtered ? <Button text={t('toolbar.reset')} onClick={reset} /> : undefined;
  const empty = <EmptyState icon="lock" title={t('empty.title')} description={filtered ? t('empty.filtered') : t('empty.none')} action={resetButton} />;

  return (
    <Card className="card card--flush" data-testid="permissions-panel">
      <div className="card__head permissions-head">
        <div>
          <h2 className="card__title">{title}</h2>
          {subtitle ? <p className="text-muted rp-lead">{subtitle}</p> : null}
        </div>
      </div>
      <div className="permissions-toolbar">
        <SearchInput className="permissions-toolbar__search" label={t('toolbar.search')} value={list.search.text} onValueChange={list.search.setText} testId="permissions-search" />
        <div className="permissions-toolbar__actions">
          <HTMLSelect
            aria-label={t('toolbar.role')}
            value={params.role ?? ''}
            onChange={(e) => update({ role: isRole(e.target.value) ? e.target.value : null })}
            data-testid="permissions-role"
          >
            <option value="">{t('toolbar.allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </HTMLSelect>
          {filtered ? <Button variant="minimal" icon="filter-remove" text={t('toolbar.reset')} onClick={reset} /> : null}
          <Can I="create" a="Permission">
            <Button intent="primary" icon="plus" text={t('toolbar.add')} onClick={() => setDialog({ permission: null })} data-testid="add-permission" />
          </Can>
        </div>
      </div>
      <PagedList page={page} loading={loading} error={error} onRetry={() => void refetch()} refreshingClassName="rp-refreshing" empty={empty}
        pager={{ page: params.page, perPage: PERMISSIONS_PER_PAGE, onChange: (p) => update({ page: p }), summaryTestId: 'permissions-summary' }}>
        {(permissions) => <PermissionsTable permissions={permissions} onEdit={(permission) => setDialog({ permission })} onDelete={setDeleting} />}
      </PagedList>
      <PermissionDialog isOpen={dialog !== null} permission={dialog?.permission ?? null} onClose={() => setDialog(null)} />
      <DeletePermissionAlert permission={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
