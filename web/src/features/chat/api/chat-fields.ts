import { graphql } from '../../../__generated__/gql.js';

export const ChatContactFields = graphql(`
  fragment ChatContactFields on ChatContact {
    id
    fullName
    role
    about
    avatar
    status
  }
`);

/** Server ids grow in the order the server accepted the messages: the conversation is sorted by them. */
export const ChatMessageFields = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    message
    time
    senderId
  }
`);

/** A row of the "Chats" list. */
export const ChatSummaryFields = graphql(`
  fragment ChatSummaryFields on Chat {
    id
    userId
    unseenMsgs
    lastMessage {
      ...ChatMessageFields
    }
    contact {
      ...ChatContactFields
    }
  }
`);

/**
 * The open conversation. No `unseenMsgs` on purpose: reads never clear it on the server, so a read
 * answered after openChat must not bring the old badge back.
 */
export const ChatConversationFields = graphql(`
  fragment ChatConversationFields on Chat {
    id
    userId
    lastMessage {
      ...ChatMessageFields
    }
    contact {
      ...ChatContactFields
    }
    messages {
      ...ChatMessageFields
    }
  }
`);

export const ChatProfileFields = graphql(`
  fragment ChatProfileFields on ChatProfile {
    id
    avatar
    fullName
    role
    about
    status
    settings {
      isTwoStepAuthVerificationEnabled
      isNotificationsOn
    }
  }
`);
