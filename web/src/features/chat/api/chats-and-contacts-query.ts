import { graphql } from '../../../__generated__/gql';

export const ChatsAndContactsQuery = graphql(`
  query ChatsAndContacts {
    chatsAndContacts {
      chats {
        ...ChatSummaryFields
      }
      contacts {
        ...ChatContactFields
      }
    }
  }
`);
