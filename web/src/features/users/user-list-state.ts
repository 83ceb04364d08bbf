import type { UserSortColumn } from '../../__generated__/graphql';
import { oneOf, page, sortOf, text } from '../../lib/url-state';
import { PLANS, ROLES, SORT_COLUMNS, STATUSES } from './components/user-meta';

/** `/apps/user/list?q=&role=&plan=&status=&sort=email.desc&page=2`; without a sort the server orders by full name. */
export const USER_LIST = {
  q: text('q'),
  role: oneOf('role', ROLES),
  plan: oneOf('plan', PLANS),
  status: oneOf('status', STATUSES),
  sort: sortOf<UserSortColumn>(SORT_COLUMNS, { column: null, direction: 'asc' }),
  page: page(),
};

/** The column the server sorts by when the URL names none (spec section 9). */
export const IMPLIED_SORT_COLUMN: UserSortColumn = 'fullName';
