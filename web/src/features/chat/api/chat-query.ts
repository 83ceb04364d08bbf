import { graphql } from '../../../__generated__/gql.js';

export const ChatQuery = graphql(`
  query Chat($contactId: ID!) {
    chat(contactId: $contactId) {
      ...ChatConversationFields
    }
  }
`);
