import type { TypePolicies } from '@apollo/client';
import { growingListPolicy } from '../../../lib/apollo/growing-list.js';
import { TASKS_PER_PAGE } from './tasks-query.js';

/** The task list is read page by page as it scrolls: one growing list per filter combination. */
export const todoTypePolicies: TypePolicies = {
  Query: { fields: { tasks: growingListPolicy(['q', 'filter', 'tag', 'sortBy'], TASKS_PER_PAGE) } },
};
