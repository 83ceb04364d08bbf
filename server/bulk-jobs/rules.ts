import { DomainError, ForbiddenError, InvalidFieldError } from '../common/errors.js';

/**
 * What a bulk change selects: the rows picked on a page (`ids`), or everything a list's filter matches
 * (`matching`, the list query's own arguments, read through the list's own filter) but `exceptIds`; never both.
 */
export interface Selection<M> {
  ids?: readonly number[] | null;
  matching?: M | null;
  exceptIds?: readonly number[] | null;
}

export type CheckedSelection<M> = { ids: number[] } | { matching: M; exceptIds: ReadonlySet<number> };

/** The most records one bulk change may cover. */
export const BULK_LIMIT = 100_000;

export function checkedSelection<M>(selection: Selection<M>): CheckedSelection<M> {
  const { ids, matching, exceptIds } = selection;
  if (ids != null && matching != null) throw new InvalidFieldError('selection', 'give either ids or matching, not both');
  if (ids == null && matching == null) throw new InvalidFieldError('selection', 'give ids or matching');
  if (ids != null) {
    if (exceptIds != null && exceptIds.length > 0) throw new InvalidFieldError('selection.exceptIds', 'only goes with matching');
    if (ids.length > BULK_LIMIT) throw new InvalidFieldError('selection.ids', `at most ${BULK_LIMIT}`);
    return { ids: [...new Set(ids)] };
  }
  return { matching: matching as M, exceptIds: new Set(exceptIds ?? []) };
}

/** The ids a checked selection covers, given how the list finds every id its filter matches. */
export async function selectedIds<M>(selection: CheckedSelection<M>, matchingIds: (matching: M) => Promise<number[]>): Promise<number[]> {
  if ('ids' in selection) return selection.ids;
  const ids = (await matchingIds(selection.matching)).filter((id) => !selection.exceptIds.has(id));
  if (ids.length > BULK_LIMIT) throw new InvalidFieldError('selection.matching', `matches more than ${BULK_LIMIT} records`);
  return ids;
}

/** What became of one record. */
export type Outcome = 'done' | 'skipped' | 'failed';

/** A record's error as an outcome: not allowed → skipped; the record's own refusal → failed; anything else is a fault. */
export function outcomeOf(error: unknown): Outcome {
  if (error instanceof ForbiddenError) return 'skipped';
  if (error instanceof DomainError) return 'failed';
  throw error;
}
