import { graphql } from '../../../__generated__/gql';

export const ToggleEmailLabelMutation = graphql(`
  mutation ToggleEmailLabel($ids: [ID!]!, $label: MailLabel!) {
    toggleEmailLabel(ids: $ids, label: $label) {
      emails {
        ...EmailRowFields
      }
      meta {
        ...EmailsMetaFields
      }
    }
  }
`);
