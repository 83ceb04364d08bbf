import { graphql } from '../../../__generated__/gql';

export const UpdatePermissionMutation = graphql(`
  mutation UpdatePermission($id: ID!, $name: NonEmptyString, $assignedTo: [PermissionRole!], $grants: [GrantInput!], $version: Int) {
    updatePermission(id: $id, name: $name, assignedTo: $assignedTo, grants: $grants, version: $version) {
      ...PermissionFields
    }
  }
`);
