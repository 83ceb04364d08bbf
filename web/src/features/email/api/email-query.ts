import { graphql } from '../../../__generated__/gql';

/** The reader: the whole mail with its thread and its position flags. */
export const EmailDetailFields = graphql(`
  fragment EmailDetailFields on Email {
    ...EmailRowFields
    to {
      name
      email
    }
    cc
    bcc
    attachments {
      fileName
      thumbnail
      url
      size
    }
    replies {
      id
      from {
        email
        name
        avatar
      }
      to {
        name
        email
      }
      subject
      message
      time
      attachments {
        fileName
        thumbnail
        url
        size
      }
    }
    hasPreviousMail
    hasNextMail
  }
`);

export const EmailQuery = graphql(`
  query Email($id: ID!) {
    email(id: $id) {
      ...EmailDetailFields
    }
  }
`);
