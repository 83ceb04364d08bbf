import { Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { RolesOverviewQuery } from '../api/roles-overview-query';
import { PermissionsPanel } from '../components/permissions-panel';
import { RoleCard } from '../components/role-card';
import { permissionRoleOf, ROLES } from '../components/role-meta';
import { useUrlListState } from '../../../lib/url-state';
import { PERMISSION_LIST } from '../permission-list-state';
import '../roles-permissions.css';

/** /apps/roles: a card per role (its people and permissions); choosing one filters the table below. */
export default function RolesPage() {
  const { t } = useTranslation('roles-permissions');
  const list = useUrlListState(PERMISSION_LIST);
  const { state: params, update } = list;
  const { data, error, refetch } = useQuery(RolesOverviewQuery);

  return (
    <div className="page roles-page" data-testid="roles-page">
      <PageHeader title={t('pages.roles.title')} />
      <div>
        <h2 className="rp-section-title">{t('roles.title')}</h2>
        <p className="text-muted rp-section-lead">{t('roles.lead')}</p>
      </div>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <>
          <div className="role-cards">
            {ROLES.map((role) => (
              <RoleCard
                key={role}
                role={role}
                users={data.allUsers.filter((user) => permissionRoleOf(user) === role)}
                abilities={data.allPermissions.filter((p) => p.assignedTo.includes(role)).map((p) => p.name)}
                selected={params.role === role}
                onSelect={() => update({ role: params.role === role ? null : role })}
              />
            ))}
            <Card className="card roles-note">
              <span className="roles-note__icon">
                <Icon icon="people" size={22} />
              </span>
              <h3>{t('roles.mappingTitle')}</h3>
              <p>{t('roles.mapping')}</p>
            </Card>
          </div>
        </>
      )}
      <PermissionsPanel
        list={list}
        title={params.role ? t('roles.tableFor', { role: t(`role.${params.role}`) }) : t('roles.tableAll')}
        subtitle={t('roles.tableLead')}
      />
    </div>
  );
}
