import { graphql } from '../../../__generated__/gql';

export const BulkUpdateTasksMutation = graphql(`
  mutation BulkUpdateTasks($selection: TaskSelection!, $patch: TaskPatch!) {
    bulkUpdateTasks(selection: $selection, patch: $patch) {
      ...BulkJobFields
    }
  }
`);

export const BulkDeleteTasksMutation = graphql(`
  mutation BulkDeleteTasks($selection: TaskSelection!) {
    bulkDeleteTasks(selection: $selection) {
      ...BulkJobFields
    }
  }
`);
