import { graphql } from '../../../__generated__/gql';

/** What the role cards summarise: every permission with its roles and grants. */
export const RolesOverviewQuery = graphql(`
  query RolesOverview {
    allPermissions {
      ...PermissionFields
    }
  }
`);
