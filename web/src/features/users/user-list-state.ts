import type { UserSortColumn, UsersQueryVariables } from '../../__generated__/graphql';
import { oneOf, page, sortOf, text, type UrlStateOf } from '../../lib/url-state';
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

export const USERS_PER_PAGE = 10;

/** What the list asks for the URL's state: the page and its route's data preload ask the same. */
export function usersVariables(params: UrlStateOf<typeof USER_LIST>): UsersQueryVariables {
  return {
    q: params.q || undefined,
    role: params.role ?? undefined,
    currentPlan: params.plan ?? undefined,
    status: params.status ?? undefined,
    sortColumn: params.sort.column ?? undefined,
    sort: params.sort.column ? params.sort.direction : undefined,
    page: params.page,
    perPage: USERS_PER_PAGE,
  };
}

/** The column the server sorts by when the URL names none (spec section 9). */
export const IMPLIED_SORT_COLUMN: UserSortColumn = 'fullName';
