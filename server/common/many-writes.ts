import { DomainError, NotFoundError } from './errors.js';

/**
 * What one write of many records answers (a bulk change's chunk, an import's batch): each record written, with its
 * state before (null for a new one), and each record refused with why. A store writes the whole set in one
 * transaction, each record by the same rules as its single write; the audit log records one event per record
 * written (server/audit/plan.ts `…Each`), and the domain's publishing wrapper one live event each.
 */
export interface ManyWritten<R> {
  written: Array<Written<R>>;
  refused: Refused[];
}

export interface Written<R> {
  before: R | null;
  after: R;
}

export interface Refused {
  /** The record's id, or for a new one its place in the input (0-based). */
  at: number;
  /** The rule's own refusal (a DomainError); anything else would have failed the whole write. */
  error: Error;
}

/**
 * The records of `ids` changed by `next` (a single write's own rules), as a store computes a many-write from the
 * records it read under lock: an id not found, or a change the rules refuse (a DomainError), is refused with why;
 * any other error is a fault and fails the whole write.
 */
export function changeEach<R>(ids: readonly number[], current: ReadonlyMap<number, R>, next: (record: R) => R, label: string): ManyWritten<R> {
  const result: ManyWritten<R> = { written: [], refused: [] };
  for (const id of ids) {
    const before = current.get(id);
    if (before === undefined) {
      result.refused.push({ at: id, error: new NotFoundError(`${label} ${id} not found`) });
      continue;
    }
    try {
      result.written.push({ before, after: next(before) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.refused.push({ at: id, error });
    }
  }
  return result;
}
