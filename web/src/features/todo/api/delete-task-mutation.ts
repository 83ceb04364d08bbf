import { graphql } from '../../../__generated__/gql';

/** Soft delete: the answer is the task with isDeleted true. */
export const DeleteTaskMutation = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id) {
      ...TaskFields
    }
  }
`);
