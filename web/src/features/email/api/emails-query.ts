import { graphql } from '../../../__generated__/gql.js';

/** A page of one mailbox view, newest first (pages merge in the cache as the list scrolls). */
export const EmailsQuery = graphql(`
  query Emails($q: String, $folder: MailFolder, $label: MailLabel, $page: Int, $perPage: Int) {
    emails(q: $q, folder: $folder, label: $label, page: $page, perPage: $perPage) {
      total
      totalEstimated
      items {
        ...EmailRowFields
      }
    }
  }
`);

/** How many mails one scroll step loads. */
export const EMAILS_PER_PAGE = 20;
