import { graphql } from '../../../__generated__/gql';

export const BulkUpdateEmployeesMutation = graphql(`
  mutation BulkUpdateEmployees($selection: EmployeeSelection!, $patch: EmployeePatch!) {
    bulkUpdateEmployees(selection: $selection, patch: $patch) {
      ...BulkJobFields
    }
  }
`);
