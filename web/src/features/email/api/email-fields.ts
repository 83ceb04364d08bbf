import { graphql } from '../../../__generated__/gql.js';

/** What a list row shows (and what the cache rules need: folder, flags, labels, time, subject). */
export const EmailRowFields = graphql(`
  fragment EmailRowFields on Email {
    id
    from {
      email
      name
      avatar
    }
    subject
    message
    time
    folder
    labels
    isRead
    isStarred
    attachments {
      fileName
    }
  }
`);

/** The sidebar counters. */
export const EmailsMetaFields = graphql(`
  fragment EmailsMetaFields on EmailsMeta {
    inbox
    draft
    spam
  }
`);
