import { graphql } from '../../../__generated__/gql';

export const AddTaskMutation = graphql(`
  mutation AddTask($input: TaskInput!) {
    addTask(input: $input) {
      ...TaskFields
    }
  }
`);
