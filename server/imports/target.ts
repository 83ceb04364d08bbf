import type { Subject } from '../access/abilities.js';
import { DomainError } from '../common/errors.js';
import type { Repositories } from '../common/repositories.js';
import type { WriteContext } from '../common/record-versions.js';
import type { ImportMode } from './models.js';

/** One field of a list a column may be imported into. */
export interface ImportField {
  /** The field's name: the mapping's value and the list's export header. */
  name: string;
  /** Headers that mean this field, in ru, en and uk (compared ignoring case, spaces, `_` and `-`). */
  headers: readonly string[];
  /** A row without it is refused (on create). */
  required?: boolean;
  /** What is wrong with a non-empty cell, or null: the preview shows it; the job refuses the row. */
  check?: (value: string) => string | null;
}

/** A row's cells by field name, as read (trimmed); fields the mapping leaves out are absent. */
export type ImportCells = Readonly<Record<string, string>>;

/** What became of a written row. */
export type ImportWrite = 'created' | 'updated' | 'unchanged';

/** A row's outcome, or the list's own refusal of it (a DomainError, counted with its message). */
export type RowOutcome = ImportWrite | Error;

/**
 * A list that takes CSV imports: its fields, the key an upsert finds records by, and how a batch of rows is written
 * through the list's own repository. A list domain declares its target (e.g. server/users/import-target.ts);
 * server/composition/import-targets.ts names them all.
 */
export interface ImportTarget {
  /** The list's name in `POST /api/imports` (`list`). */
  list: string;
  /** What the caller must be allowed to `create` (and to `update` for an upsert). */
  subject: Subject;
  fields: readonly ImportField[];
  /** The field an upsert finds an existing record by, and in-file duplicates are told by (compared ignoring case). */
  key: string;
  /**
   * Writes a batch of checked rows (their keys distinct): each created, or in an upsert the record its key finds
   * updated (unchanged when it matches); answers each row's outcome in order. A list with a set-based write
   * (`addMany` / `updateMany`) writes the batch at once; others write it row by row (`rowByRow`).
   */
  writeMany(repositories: Repositories, rows: readonly ImportCells[], mode: ImportMode, writer: WriteContext): Promise<RowOutcome[]>;
}

/** How a list written one row at a time upserts a row through its own repository. */
export interface RowUpsert<R, C extends object> {
  /** The record the row's key finds (undefined: the row is added, as every row is in create mode). */
  find(repositories: Repositories, cells: ImportCells, mode: ImportMode): Promise<R | undefined>;
  create(repositories: Repositories, cells: ImportCells, writer: WriteContext): Promise<unknown>;
  /** What the row would change of the record: only the fields that differ. */
  changesOf(repositories: Repositories, record: R, cells: ImportCells): Promise<C> | C;
  update(repositories: Repositories, record: R, changes: C, writer: WriteContext): Promise<unknown>;
}

/**
 * A batch written one row at a time: a row whose record is found is updated, or `unchanged` when it already holds
 * every value; the others are created. A row the list refuses is answered with its error.
 */
export function rowByRow<R, C extends object>(upsert: RowUpsert<R, C>): ImportTarget['writeMany'] {
  const write = async (repositories: Repositories, cells: ImportCells, mode: ImportMode, writer: WriteContext): Promise<ImportWrite> => {
    const record = await upsert.find(repositories, cells, mode);
    if (record === undefined) {
      await upsert.create(repositories, cells, writer);
      return 'created';
    }
    const changes = await upsert.changesOf(repositories, record, cells);
    if (Object.keys(changes).length === 0) return 'unchanged';
    await upsert.update(repositories, record, changes, writer);
    return 'updated';
  };
  return async (repositories, rows, mode, writer) => {
    const outcomes: RowOutcome[] = [];
    for (const cells of rows) {
      try {
        outcomes.push(await write(repositories, cells, mode, writer));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push(error);
      }
    }
    return outcomes;
  };
}
