import { graphql } from '../../../__generated__/gql';

export const SendMessageMutation = graphql(`
  mutation SendMessage($contactId: ID!, $message: NonEmptyString!) {
    sendMessage(contactId: $contactId, message: $message) {
      message {
        ...ChatMessageFields
      }
      chat {
        ...ChatSummaryFields
        ...ChatConversationFields
      }
    }
  }
`);
