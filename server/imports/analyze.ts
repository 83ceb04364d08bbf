import { open } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { InvalidFieldError } from '../common/errors.js';
import { detectDelimiter, detectEncoding, SAMPLE_BYTES } from './detect.js';
import { checkedRow, suggestedMapping, type Mapping } from './mapping.js';
import type { ImportDelimiter, ImportEncoding } from './models.js';
import { csvRecords, DECODER } from './read.js';
import type { ImportTarget } from './target.js';

/** Rows the preview shows, and in-file duplicates listed (all are counted). */
export const PREVIEW_ROWS = 20;
const LISTED_DUPLICATES = 100;

export interface PreviewRow {
  /** 1-based data row. */
  row: number;
  cells: string[];
  /** Each field's error under the suggested mapping. */
  errors: Record<string, string>;
  /** The earlier row with the same key, when there is one. */
  duplicateOf: number | null;
}

export interface FileAnalysis {
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  columns: string[];
  rows: number;
  suggested: Mapping;
  preview: PreviewRow[];
  /** Rows whose key (under the suggested mapping) an earlier row has: how many, and the first of them. */
  duplicates: { count: number; rows: { row: number; duplicateOf: number }[] };
}

async function sampleOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Reads an uploaded file through once, streaming: its encoding and delimiter, header, row count, the columns'
 * suggested fields, the first rows with their errors, and every in-file duplicate of the key. An empty file, one
 * without a row under its header, or one that is not CSV text is bad input naming `file`.
 */
export async function analyzeFile(path: string, target: ImportTarget): Promise<FileAnalysis> {
  const sample = await sampleOf(path);
  if (sample.length === 0) throw new InvalidFieldError('file', 'is empty');
  const encoding = detectEncoding(sample);
  const delimiter = detectDelimiter(iconv.decode(sample, DECODER[encoding]));
  let columns: string[] | null = null;
  let suggested: Mapping = [];
  let rows = 0;
  const preview: PreviewRow[] = [];
  const firstRowOfKey = new Map<string, number>();
  const duplicates: FileAnalysis['duplicates'] = { count: 0, rows: [] };
  for await (const record of csvRecords(path, encoding, delimiter)) {
    if (columns === null) {
      columns = record.map((cell) => cell.trim());
      suggested = suggestedMapping(target, columns);
      continue;
    }
    const row = ++rows;
    const { errors, key } = checkedRow(target, suggested, record);
    const first = key === null ? undefined : firstRowOfKey.get(key);
    if (key !== null && first === undefined) firstRowOfKey.set(key, row);
    if (first !== undefined) {
      duplicates.count++;
      if (duplicates.rows.length < LISTED_DUPLICATES) duplicates.rows.push({ row, duplicateOf: first });
    }
    if (preview.length < PREVIEW_ROWS) preview.push({ row, cells: record, errors, duplicateOf: first ?? null });
  }
  if (columns === null || columns.every((column) => column === '')) throw new InvalidFieldError('file', 'is empty: no header row');
  if (rows === 0) throw new InvalidFieldError('file', 'has a header but no rows');
  return { encoding, delimiter, columns, rows, suggested, preview, duplicates };
}
