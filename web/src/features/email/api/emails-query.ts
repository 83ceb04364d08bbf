import { graphql } from '../../../__generated__/gql';

export const EmailsQuery = graphql(`
  query Emails($q: String, $folder: MailFolder, $label: MailLabel) {
    emails(q: $q, folder: $folder, label: $label) {
      items {
        ...EmailRowFields
      }
    }
  }
`);
