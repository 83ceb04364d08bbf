import { graphql } from '../../../__generated__/gql';

export const BulkUpdateUsersMutation = graphql(`
  mutation BulkUpdateUsers($selection: UserSelection!, $patch: UserPatch!) {
    bulkUpdateUsers(selection: $selection, patch: $patch) {
      ...BulkJobFields
    }
  }
`);

export const BulkDeleteUsersMutation = graphql(`
  mutation BulkDeleteUsers($selection: UserSelection!) {
    bulkDeleteUsers(selection: $selection) {
      ...BulkJobFields
    }
  }
`);
