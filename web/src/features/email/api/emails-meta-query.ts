import { graphql } from '../../../__generated__/gql.js';

export const EmailsMetaQuery = graphql(`
  query EmailsMeta {
    emailsMeta {
      ...EmailsMetaFields
    }
  }
`);
