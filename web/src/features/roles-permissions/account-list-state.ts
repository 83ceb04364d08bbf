import { oneOf, page, text } from '../../lib/url-state';
import { ACCOUNT_ROLES, ACCOUNT_STATUSES } from './components/account-role-meta';

/** `?q=&role=&status=&page=`: the accounts list's search, filters and page. */
export const ACCOUNT_LIST = { q: text('q'), role: oneOf('role', ACCOUNT_ROLES), status: oneOf('status', ACCOUNT_STATUSES), page: page() };
