import type { EmployeeSortColumn, SortDirection } from '../../__generated__/graphql';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** Spec section 9: the data table shows 10 rows by default. */
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export const SORT_COLUMNS: readonly EmployeeSortColumn[] = ['id', 'full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience', 'status'];
export const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

/**
 * The data gives status as 1–5 without words (spec section 3); ours, with their colours:
 * 1 current employee, 2 professional (senior), 3 rejected candidate, 4 resigned, 5 applied.
 * Words live in the `datatables` namespace under `status.<n>`.
 */
export const STATUS_TONES: Record<number, 'primary' | 'success' | 'danger' | 'warning' | 'info'> = {
  1: 'primary',
  2: 'success',
  3: 'danger',
  4: 'warning',
  5: 'info',
};
export const STATUS_CODES = [1, 2, 3, 4, 5] as const;
