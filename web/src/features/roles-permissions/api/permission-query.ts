import { graphql } from '../../../__generated__/gql';

/** One permission as the server has it now (the rename dialog reads it after a refused stale rename). */
export const PermissionQuery = graphql(`
  query Permission($id: ID!) {
    permission(id: $id) {
      ...PermissionFields
    }
  }
`);
