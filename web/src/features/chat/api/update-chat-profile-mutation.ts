import { graphql } from '../../../__generated__/gql';

export const UpdateChatProfileMutation = graphql(`
  mutation UpdateChatProfile($input: ChatProfileInput!) {
    updateChatProfile(input: $input) {
      ...ChatProfileFields
    }
  }
`);
