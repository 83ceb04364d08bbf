import { graphql } from '../../../__generated__/gql';

export const UpdatePermissionMutation = graphql(`
  mutation UpdatePermission($id: ID!, $name: NonEmptyString!, $version: Int) {
    updatePermission(id: $id, name: $name, version: $version) {
      ...PermissionFields
    }
  }
`);
