import { InvalidFieldError } from '../common/errors.js';
import { unescapedCell } from './csv.js';
import type { ImportMode } from './models.js';
import type { ImportCells, ImportTarget } from './target.js';

/** Which field each column goes into, by the column's index; null: "do not import". */
export type Mapping = (string | null)[];

/** A header as compared: lower case, without spaces, `_`, `-`, `.` or a BOM. */
const normalized = (header: string) => header.replace(/^\uFEFF/, '').toLowerCase().replace(/[\s_.\-]+/g, '').replace(/ё/g, 'е');

/** Each column's field by its header (the field's name or one of its ru/en/uk headers); a field goes to its first column only. */
export function suggestedMapping(target: ImportTarget, columns: readonly string[]): Mapping {
  const taken = new Set<string>();
  return columns.map((column) => {
    const header = normalized(column);
    const field = target.fields.find((f) => !taken.has(f.name) && [f.name, ...f.headers].some((name) => normalized(name) === header));
    if (!field) return null;
    taken.add(field.name);
    return field.name;
  });
}

/**
 * A mapping as sent, checked before anything is written: one entry per column, each a field of the list or null,
 * no field twice; the key mapped for an upsert; every required field for a create. Anything else names `mapping`.
 */
export function checkedMapping(target: ImportTarget, columns: readonly string[], mapping: unknown, mode: ImportMode): Mapping {
  if (!Array.isArray(mapping) || mapping.length !== columns.length) {
    throw new InvalidFieldError('mapping', `must be an array of ${columns.length} entries, one per column (a field name or null)`);
  }
  const seen = new Set<string>();
  mapping.forEach((entry: unknown, index) => {
    if (entry === null) return;
    if (typeof entry !== 'string') throw new InvalidFieldError('mapping', `entry ${index} must be a field name or null`);
    if (!target.fields.some((field) => field.name === entry)) throw new InvalidFieldError('mapping', `${entry} is not a field of ${target.list}`);
    if (seen.has(entry)) throw new InvalidFieldError('mapping', `${entry} is mapped twice`);
    seen.add(entry);
  });
  if (mode === 'upsert' && !seen.has(target.key)) throw new InvalidFieldError('mapping', `an upsert needs ${target.key} mapped`);
  const missing = target.fields.filter((field) => mode === 'create' && field.required && !seen.has(field.name));
  if (missing.length > 0) throw new InvalidFieldError('mapping', `${missing.map((f) => f.name).join(', ')} must be mapped`);
  return mapping as Mapping;
}

export interface CheckedRow {
  cells: ImportCells;
  /** Each field's error (a required one empty, a value the field does not take). */
  errors: Record<string, string>;
  /** The key as compared for duplicates (lower case), or null without one. */
  key: string | null;
}

/** A record's cells by field under the mapping, trimmed, with each field's error. */
export function checkedRow(target: ImportTarget, mapping: Mapping, record: readonly string[]): CheckedRow {
  const cells: Record<string, string> = {};
  mapping.forEach((field, index) => {
    if (field !== null) cells[field] = unescapedCell((record[index] ?? '').trim());
  });
  const errors: Record<string, string> = {};
  for (const field of target.fields) {
    if (!(field.name in cells)) continue;
    const value = cells[field.name];
    if (value === '') {
      if (field.required) errors[field.name] = 'is required';
      continue;
    }
    const problem = field.check?.(value) ?? null;
    if (problem !== null) errors[field.name] = problem;
  }
  const key = cells[target.key] ? cells[target.key].toLowerCase() : null;
  return { cells, errors, key };
}

/** A row's errors as one reason: `field: message; …`. */
export const reasonOf = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
