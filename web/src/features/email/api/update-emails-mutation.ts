import { graphql } from '../../../__generated__/gql';

export const UpdateEmailsMutation = graphql(`
  mutation UpdateEmails($ids: [ID!]!, $input: EmailFlagsInput!) {
    updateEmails(ids: $ids, input: $input) {
      emails {
        ...EmailRowFields
      }
      meta {
        ...EmailsMetaFields
      }
    }
  }
`);
