import { graphql } from '../../../__generated__/gql';

export const EmailsMetaQuery = graphql(`
  query EmailsMeta {
    emailsMeta {
      ...EmailsMetaFields
    }
  }
`);
