import { graphql } from '../../../__generated__/gql';

/** What the role cards summarise: every permission with its roles, and every listed user. */
export const RolesOverviewQuery = graphql(`
  query RolesOverview {
    allPermissions {
      ...PermissionFields
    }
    allUsers {
      id
      fullName
      avatar
      role
      status
    }
  }
`);
