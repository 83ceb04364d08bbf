import { graphql } from '../../../__generated__/gql.js';

/** A page of the task list for the sidebar filter or tag, the search text and the sort (pages merge in the cache). */
export const TasksQuery = graphql(`
  query Tasks($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort, $page: Int, $perPage: Int) {
    tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy, page: $page, perPage: $perPage) {
      total
      totalEstimated
      items {
        ...TaskFields
      }
    }
  }
`);

/** How many tasks one scroll step loads. */
export const TASKS_PER_PAGE = 20;
