import { graphql } from '../../../__generated__/gql';

export const AddPermissionMutation = graphql(`
  mutation AddPermission($name: NonEmptyString!) {
    addPermission(name: $name) {
      ...PermissionFields
    }
  }
`);
