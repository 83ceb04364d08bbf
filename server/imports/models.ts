/** A CSV import into one list: its file as read at upload, then the job that writes its rows and what became of each. */
export const IMPORT_STATUSES = ['ready', 'running', 'completed', 'cancelled', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_MODES = ['create', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The encodings an upload is read in: what spreadsheets save CSV as (Russian Excel: Windows-1251). */
export const IMPORT_ENCODINGS = ['utf-8', 'utf-8-bom', 'windows-1251', 'windows-1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];

export const IMPORT_DELIMITERS = [',', ';', '\t'] as const;
export type ImportDelimiter = (typeof IMPORT_DELIMITERS)[number];

export interface ImportCounts {
  /** New records. */
  created: number;
  /** Existing records (found by the list's key) changed. */
  updated: number;
  /** Existing records the row matches already: nothing written. */
  unchanged: number;
  /** Left alone because the caller may not write them (their ability is read again as the job goes). */
  skipped: number;
  /** Refused: a value the list does not take, a duplicate within the file, the list's own rules. */
  failed: number;
}

export interface ImportJobRecord extends ImportCounts {
  /** A UUID. */
  id: string;
  /** The import target, e.g. `users`, `tasks`. */
  list: string;
  /** The account that uploaded it: the only one that sees, starts and cancels it. */
  ownerId: number;
  status: ImportStatus;
  /** The file's name as uploaded (shown only). */
  fileName: string;
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  /** The header row's cells. */
  columns: string[];
  /** Data rows in the file (the header not counted): the job's total. */
  rows: number;
  /** Set at start. */
  mode: ImportMode | null;
  /** The audit batch of its writes: `restoreAuditBatch` undoes the whole import. */
  batchId: string;
  cancelRequested: boolean;
  /** ISO-8601. */
  createdAt: string;
  finishedAt: string | null;
}

export type NewImportJob = Pick<ImportJobRecord, 'list' | 'ownerId' | 'fileName' | 'encoding' | 'delimiter' | 'columns' | 'rows'>;

/** A row the job refused, kept to be downloaded with its reason. */
export interface RejectedRow {
  /** 1-based data row of the file (the header is row 0). */
  row: number;
  reason: string;
  /** The row's cells as read. */
  cells: string[];
}

export const NO_COUNTS: ImportCounts = { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
