import { graphql } from '../../../__generated__/gql';

/** A page of the mail log (read MailLog), newest first. */
export const MailLogQuery = graphql(`
  query MailLog($status: MailStatus, $page: PositiveInt, $perPage: PositiveInt) {
    mailLog(status: $status, page: $page, perPage: $perPage) {
      total
      items {
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
    }
  }
`);
