import type { RouteTarget } from '../../lib/routing/types';
import { ability } from '../../lib/ability';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { ACCOUNT_LIST, accountsVariables } from './account-list-state';
import { AccountRoleCountsQuery, AccountsQuery } from './api/accounts-query';
import { PermissionsQuery } from './api/permissions-query';
import { RolesOverviewQuery } from './api/roles-overview-query';
import { PERMISSION_LIST, permissionsVariables } from './permission-list-state';

/** The routes' data, started with the navigation (their own chunk, loaded beside the page's). */
export function preloadPermissions({ searchParams }: RouteTarget): void {
  preloadQuery(PermissionsQuery, permissionsVariables(readUrlState(PERMISSION_LIST, searchParams)));
}

/** The role cards, their account counts (for those who may read accounts) and the permissions table below. */
export function preloadRoles(target: RouteTarget): void {
  preloadQuery(RolesOverviewQuery);
  if (ability.can('read', 'Account')) preloadQuery(AccountRoleCountsQuery);
  preloadPermissions(target);
}

export function preloadAccounts({ searchParams }: RouteTarget): void {
  preloadQuery(AccountsQuery, accountsVariables(readUrlState(ACCOUNT_LIST, searchParams)));
  preloadQuery(AccountRoleCountsQuery);
}
