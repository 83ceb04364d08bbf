import { graphql } from '../../../__generated__/gql';

/** Only the badge: the conversation itself comes from the `chat` read. */
export const OpenChatMutation = graphql(`
  mutation OpenChat($contactId: ID!) {
    openChat(contactId: $contactId) {
      id
      unseenMsgs
    }
  }
`);
