import { graphql } from '../../../__generated__/gql.js';

/** Letters a page of the mail log shows (the server's default too). */
export const MAIL_LOG_PER_PAGE = 20;

/** A page of the mail log (read MailLog), newest first. */
export const MailLogQuery = graphql(`
  query MailLog($status: MailStatus, $page: PositiveInt, $perPage: PositiveInt) {
    mailLog(status: $status, page: $page, perPage: $perPage) {
      total
      items {
        ...MailLetterFields
      }
    }
  }
`);
