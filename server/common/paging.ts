import { InvalidInputError } from './errors.js';
import type { Page } from './list-index.js';
import { MAX_PER_PAGE } from './schemas.js';

/**
 * Paging of the lists whose legacy REST call answers the whole list (tasks, e-mails): a call that gives a
 * `PageRequest` (even an empty one) gets one page and the total; a call without one gets every row. Same
 * names and bounds as the users and invoices lists: pages are 1-based, perPage from 1 to MAX_PER_PAGE.
 */
export interface PageRequest {
  page?: number;
  perPage?: number;
}

export type { Page };

/** A page request with its defaults, checked; a value of the wrong kind is refused, never rounded. */
export function checkedPage({ page = 1, perPage }: PageRequest, defaultPerPage: number): Required<PageRequest> {
  const size = perPage ?? defaultPerPage;
  if (!Number.isSafeInteger(page) || page < 1) throw new InvalidInputError('page must be a positive integer');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) {
    throw new InvalidInputError(`perPage must be an integer from 1 to ${MAX_PER_PAGE}`);
  }
  return { page, perPage: size };
}

/** Rows to skip before the page. */
export function pageOffset({ page, perPage }: Required<PageRequest>): number {
  return (page - 1) * perPage;
}
