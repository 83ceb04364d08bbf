import { graphql } from '../../../__generated__/gql.js';

/**
 * Every field of a task. Rows, the drawer and the cache update (which re-checks filter, tag, search
 * and sort against the changed task) all read the same set, so one fragment serves them.
 */
export const TaskFields = graphql(`
  fragment TaskFields on Task {
    id
    title
    dueDate
    description
    tags
    isCompleted
    isDeleted
    isImportant
    version
    updatedBy
    updatedAt
    assignee {
      id
      fullName
      avatar
    }
    guestAssignee {
      fullName
      avatar
    }
  }
`);
