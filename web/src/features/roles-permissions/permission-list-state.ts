import type { PermissionsQueryVariables } from '../../__generated__/graphql';
import { oneOf, page, text, type UrlStateOf } from '../../lib/url-state';
import { ROLES } from './components/role-meta';

/** `?q=&role=&page=`: the permissions table's search, role filter and page. */
export const PERMISSION_LIST = { q: text('q'), role: oneOf('role', ROLES), page: page() };

export const PERMISSIONS_PER_PAGE = 10;

/** The table's query for the URL's state: the page and the route's preload ask exactly this. */
export function permissionsVariables(params: UrlStateOf<typeof PERMISSION_LIST>): PermissionsQueryVariables {
  return { q: params.q || undefined, assignedTo: params.role ?? undefined, page: params.page, perPage: PERMISSIONS_PER_PAGE };
}
