import { graphql } from '../../../__generated__/gql';

export const AddPermissionMutation = graphql(`
  mutation AddPermission($name: NonEmptyString!, $assignedTo: [PermissionRole!], $grants: [GrantInput!]) {
    addPermission(name: $name, assignedTo: $assignedTo, grants: $grants) {
      ...PermissionFields
    }
  }
`);
