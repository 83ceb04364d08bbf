import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { InvalidFieldError } from '../common/errors.js';
import type { ImportDelimiter, ImportEncoding } from './models.js';

/** The most cells a row may have, and characters a cell: a file past them is not a list's export. */
const MAX_COLUMNS = 200;
const MAX_CELL = 100_000;

/**
 * Bytes read at a time: csv-parse parses what it is given at once, and 64 KiB (the default) is some 800 rows in one
 * go, long enough to hold up the requests served beside an import.
 */
const READ_CHUNK = 16 * 1024;

/** iconv-lite's name of each encoding (the BOM is skipped by the parser). */
export const DECODER: Record<ImportEncoding, string> = { 'utf-8': 'utf8', 'utf-8-bom': 'utf8', 'windows-1251': 'win1251', 'windows-1252': 'win1252' };

/**
 * The file's records, streamed: decoded from its encoding, parsed by csv-parse with its delimiter (quotes and
 * line breaks in quoted cells as Excel writes them; rows may have fewer or more cells than the header; blank
 * lines skipped). The first record is the header. A file csv-parse cannot read is bad input naming `file`.
 */
export async function* csvRecords(path: string, encoding: ImportEncoding, delimiter: ImportDelimiter): AsyncGenerator<string[]> {
  const parser = createReadStream(path, { highWaterMark: READ_CHUNK })
    .pipe(iconv.decodeStream(DECODER[encoding]))
    .pipe(parse({ delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_CELL * 4 }));
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length > MAX_COLUMNS) throw new InvalidFieldError('file', `has a row of more than ${MAX_COLUMNS} columns`);
      yield record;
    }
  } catch (error) {
    if (error instanceof InvalidFieldError) throw error;
    throw new InvalidFieldError('file', `is not a readable CSV file (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    parser.destroy();
  }
}
