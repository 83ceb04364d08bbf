import { graphql } from '../../../__generated__/gql';

/** The task list for the sidebar filter or tag, the search text and the sort. */
export const TasksQuery = graphql(`
  query Tasks($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort) {
    tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy) {
      ...TaskFields
    }
  }
`);
