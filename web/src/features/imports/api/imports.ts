import { restFetch } from './rest';

export type ImportList = 'users' | 'tasks' | 'employees';
export type ImportMode = 'create' | 'upsert';
/** One field name or null ("do not import") per column. */
export type Mapping = (string | null)[];

export interface PreviewRow {
  row: number;
  cells: string[];
  errors: Record<string, string>;
  duplicateOf: number | null;
}

/** What POST /api/imports answers: the file as read, with the suggested mapping and the preview under it. */
export interface UploadedFile {
  id: string;
  list: ImportList;
  rows: number;
  encoding: string;
  delimiter: string;
  columns: string[];
  fields: { name: string; required: boolean }[];
  key: string;
  suggested: Mapping;
  preview: PreviewRow[];
  duplicates: { count: number; rows: { row: number; duplicateOf: number }[] };
}

export async function uploadFile(list: ImportList, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('list', list);
  form.append('file', file);
  // The list in the query too: the server refuses a list the person may not import into before the file is sent.
  return (await restFetch(`/api/imports?list=${list}`, { method: 'POST', body: form })).json() as Promise<UploadedFile>;
}

export async function startImport(id: string, mapping: Mapping, mode: ImportMode): Promise<void> {
  await restFetch(`/api/imports/${id}/start`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mapping, mode }) });
}

/** The refused rows as the server writes them (CSV with their row and reason). */
export async function refusedRows(id: string): Promise<string> {
  return (await restFetch(`/api/imports/${id}/rejected.csv`)).text();
}
