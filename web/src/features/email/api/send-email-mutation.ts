import { graphql } from '../../../__generated__/gql';

export const SendEmailMutation = graphql(`
  mutation SendEmail($input: ComposeEmailInput!) {
    sendEmail(input: $input) {
      email {
        ...EmailRowFields
      }
      meta {
        ...EmailsMetaFields
      }
    }
  }
`);
