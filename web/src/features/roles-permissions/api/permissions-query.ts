import { graphql } from '../../../__generated__/gql';

/** One server-side page of permissions (spec section 7: q, assignedTo, page, perPage; newest first). */
export const PermissionsQuery = graphql(`
  query Permissions($q: String, $assignedTo: PermissionRole, $page: PositiveInt, $perPage: PositiveInt) {
    permissions(q: $q, assignedTo: $assignedTo, page: $page, perPage: $perPage) {
      total
      items {
        ...PermissionFields
      }
    }
  }
`);
