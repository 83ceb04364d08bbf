import { graphql } from '../../../__generated__/gql';

export const AddUserMutation = graphql(`
  mutation AddUser($input: AddUserInput!) {
    addUser(input: $input) {
      ...UserFields
    }
  }
`);
