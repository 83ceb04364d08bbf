import { stringify } from 'csv-stringify/sync';

/**
 * Rows as a spreadsheet-safe CSV file (csv-stringify): a UTF-8 byte-order mark so Excel reads Cyrillic text, CRLF
 * line ends, RFC 4180 quoting, and formula escaping (a cell starting with = + - @, tab or CR gets a leading `'`:
 * CSV injection); the import takes that `'` off again (mapping.ts), so an export imports back unchanged.
 */
export function csvText(columns: readonly string[], rows: readonly (readonly string[])[], delimiter = ','): string {
  return stringify(
    rows.map((row) => [...row]),
    { bom: true, columns: [...columns], header: true, delimiter, record_delimiter: 'windows', escape_formulas: true, quoted_match: /[\r\n]/ },
  );
}

/** A cell as our export escaped it, unescaped. */
export const unescapedCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
