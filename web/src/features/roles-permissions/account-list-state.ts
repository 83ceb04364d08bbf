import type { AccountsQueryVariables } from '../../__generated__/graphql';
import { oneOf, page, text, type UrlStateOf } from '../../lib/url-state';
import { ACCOUNT_ROLES, ACCOUNT_STATUSES } from './components/account-role-meta';

/** `?q=&role=&status=&page=`: the accounts list's search, filters and page. */
export const ACCOUNT_LIST = { q: text('q'), role: oneOf('role', ACCOUNT_ROLES), status: oneOf('status', ACCOUNT_STATUSES), page: page() };

export const ACCOUNTS_PER_PAGE = 10;

/** The list's query for the URL's state: the page and the route's preload ask exactly this. */
export function accountsVariables(params: UrlStateOf<typeof ACCOUNT_LIST>): AccountsQueryVariables {
  return { q: params.q || undefined, role: params.role ?? undefined, active: params.status === null ? undefined : params.status === 'active', page: params.page, perPage: ACCOUNTS_PER_PAGE };
}
