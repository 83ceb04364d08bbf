import { graphql } from '../../../__generated__/gql.js';

/** What the mail log shows of a letter: the page's rows and the live feed's letters write the same fields. */
export const MailLetterFields = graphql(`
  fragment MailLetterFields on MailLetter {
    id
    kind
    to
    subject
    status
    tries
    lastError
    createdAt
    sentAt
  }
`);
