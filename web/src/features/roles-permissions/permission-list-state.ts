import { oneOf, page, text } from '../../lib/url-state';
import { ROLES } from './components/role-meta';

/** `?q=&role=&page=`: the permissions table's search, role filter and page. */
export const PERMISSION_LIST = { q: text('q'), role: oneOf('role', ROLES), page: page() };
