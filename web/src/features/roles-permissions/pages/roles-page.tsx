import { Card, Classes, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ErrorState } from '../../../components/states';
import { ability } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';
import { useUrlListState } from '../../../lib/url-state';
import { AccountRoleCountsQuery } from '../api/accounts-query';
import { RolesOverviewQuery } from '../api/roles-overview-query';
import { PermissionsPanel } from '../components/permissions-panel';
import { LOADING_ABILITIES, RoleCard } from '../components/role-card';
import { ROLES } from '../components/role-meta';
import { PERMISSION_LIST } from '../permission-list-state';
import '../roles-permissions.css';

/**
 * /apps/roles: a card per permission role (its active accounts, its permissions); choosing one filters the table
 * below. Both counts are live: permissions through the permission feed, accounts through the accounts feed's counts.
 */
export default function RolesPage() {
  const { t } = useTranslation('roles-permissions');
  useAuth(); // re-render when the ability changes: the account counts come and go with `read Account`
  const list = useUrlListState(PERMISSION_LIST);
  const { state: params, update } = list;
  const { data, error, refetch } = useQuery(RolesOverviewQuery);
  const mayReadAccounts = ability.can('read', 'Account');
  const counts = useQuery(AccountRoleCountsQuery, { skip: !mayReadAccounts }).data?.accountRoleCounts;
  const countOf = (role: string) => (mayReadAccounts ? (counts?.find((c) => c.role === role)?.count ?? 0) : undefined);

  return (
    <div className="page roles-page" data-testid="roles-page">
      <PageHeader title={t('pages.roles.title')} />
      <div>
        <h2 className="rp-section-title">{t('roles.title')}</h2>
        <p className="text-muted rp-section-lead">{t('roles.lead')}</p>
      </div>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        // While the roles load, the cards are placeholders of their final size: the table below stays where it is.
        <div className="role-cards" aria-busy={!data}>
          {ROLES.map((role) => (
            <RoleCard
              key={role}
              role={role}
              accounts={countOf(role)}
              abilities={data ? data.allPermissions.filter((p) => p.assignedTo.includes(role)).map((p) => p.name) : LOADING_ABILITIES}
              selected={params.role === role}
              onSelect={() => update({ role: params.role === role ? null : role })}
              skeleton={!data}
            />
          ))}
          <Card className={`card roles-note${data ? '' : ` ${Classes.SKELETON}`}`} data-testid={data ? 'fixed-roles' : undefined}>
            <span className="roles-note__icon">
              <Icon icon="shield" size={22} />
            </span>
            <h3>{t('roles.fixedTitle')}</h3>
            <p>{t('roles.fixed')}</p>
            {mayReadAccounts ? <p className="text-muted">{t('roles.fixedCounts', { admins: countOf('admin') ?? 0, clients: countOf('client') ?? 0 })}</p> : null}
          </Card>
        </div>
      )}
      <PermissionsPanel
        list={list}
        title={params.role ? t('roles.tableFor', { role: t(`role.${params.role}`) }) : t('roles.tableAll')}
        subtitle={t('roles.tableLead')}
      />
    </div>
  );
}
