import { graphql } from '../../../__generated__/gql';

export const SetChatTypingMutation = graphql(`
  mutation SetChatTyping($contactId: ID!, $isTyping: Boolean!) {
    setChatTyping(contactId: $contactId, isTyping: $isTyping)
  }
`);
