import { graphql } from '../../../__generated__/gql.js';

export const PermissionFields = graphql(`
  fragment PermissionFields on Permission {
    id
    name
    assignedTo
    grants {
      action
      subject
    }
    createdDate
    version
    updatedBy
    updatedAt
  }
`);
