import { graphql } from '../../../__generated__/gql';

export const UpdatePermissionMutation = graphql(`
  mutation UpdatePermission($id: ID!, $name: NonEmptyString!) {
    updatePermission(id: $id, name: $name) {
      ...PermissionFields
    }
  }
`);
