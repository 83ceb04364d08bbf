import type { TaskFilter, TaskSort, TaskTag } from '../../__generated__/graphql';

export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const satisfies readonly TaskFilter[];
export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const satisfies readonly TaskTag[];
/** URL spelling of the sorts (as the REST API names them); GraphQL enum values cannot contain '-'. */
export const SORT_PARAMS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type SortParam = (typeof SORT_PARAMS)[number];

export const SORT_TO_GRAPHQL: Record<SortParam, TaskSort> = {
  latest: 'latest',
  'title-asc': 'title_asc',
  'title-desc': 'title_desc',
  assignee: 'assignee',
  'due-date': 'due_date',
};

/** Blueprint intents give each tag a colour that every skin already tunes. */
export const TAG_COLORS: Record<TaskTag, string> = {
  team: 'primary',
  low: 'success',
  medium: 'warning',
  high: 'danger',
  update: 'info',
};

export const TITLE_MAX = 200;
