import { graphql } from '../../../__generated__/gql';

export const DeletePermissionMutation = graphql(`
  mutation DeletePermission($id: ID!) {
    deletePermission(id: $id) {
      id
    }
  }
`);
