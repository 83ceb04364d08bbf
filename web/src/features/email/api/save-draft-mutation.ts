import { graphql } from '../../../__generated__/gql';

export const SaveDraftMutation = graphql(`
  mutation SaveDraft($input: ComposeEmailInput!) {
    saveDraft(input: $input) {
      email {
        ...EmailRowFields
      }
      meta {
        ...EmailsMetaFields
      }
    }
  }
`);
