import { graphql } from '../../../__generated__/gql';

export const ChatQuery = graphql(`
  query Chat($contactId: ID!) {
    chat(contactId: $contactId) {
      ...ChatConversationFields
    }
  }
`);
