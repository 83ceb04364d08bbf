import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import iconv from 'iconv-lite';
import { graphqlDataAs, injectAs, type Role } from '../helper.js';
import { untilEnded } from '../bulk-jobs/support.js';

/** A CSV text as a spreadsheet would save it: UTF-8 (with a BOM if asked) or Windows-1251. */
export function csvBytes(rows: readonly (readonly string[])[], { delimiter = ',', encoding = 'utf-8' }: { delimiter?: string; encoding?: 'utf-8' | 'utf-8-bom' | 'windows-1251' } = {}): Buffer {
  const text = rows.map((row) => row.map((cell) => (/["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter)).join('\r\n') + '\r\n';
  if (encoding === 'windows-1251') return iconv.encode(text, 'win1251');
  return Buffer.concat([encoding === 'utf-8-bom' ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
}

/** A multipart body (as a browser's FormData sends it) and its content type. */
export async function multipartOf(fields: Record<string, string>, file?: { bytes: Buffer; name: string }): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'text/csv' }), file.name);
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') as string };
}

export interface Uploaded {
  id: string;
  rows: number;
  encoding: string;
  delimiter: string;
  columns: string[];
  suggested: (string | null)[];
  preview: { row: number; cells: string[]; errors: Record<string, string>; duplicateOf: number | null }[];
  duplicates: { count: number; rows: { row: number; duplicateOf: number }[] };
}

export interface ImportJob {
  id: string;
  status: string;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  failed: number;
  batchId: string;
}

export function uploadAs(app: FastifyInstance, role: Role) {
  return async (list: string, bytes: Buffer, name = 'file.csv'): Promise<LightMyRequestResponse> => {
    const { body, contentType } = await multipartOf({ list }, { bytes, name });
    return injectAs(app, role)({ method: 'POST', url: '/api/imports', payload: body, headers: { 'content-type': contentType } });
  };
}

/** Starts an upload and reads it until it has ended. */
export function importerAs(app: FastifyInstance, role: Role) {
  const inject = injectAs(app, role);
  return {
    start: (id: string, body: unknown) => inject({ method: 'POST', url: `/api/imports/${id}/start`, payload: body as Record<string, unknown> }),
    ended: (id: string): Promise<ImportJob> => untilEnded(async () => (await inject({ method: 'GET', url: `/api/imports/${id}` })).json<ImportJob>()),
    async run(list: string, bytes: Buffer, mode: 'create' | 'upsert', mapping?: (string | null)[]): Promise<{ uploaded: Uploaded; job: ImportJob }> {
      const res = await uploadAs(app, role)(list, bytes);
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      const uploaded = res.json<Uploaded>();
      const started = await this.start(uploaded.id, { mapping: mapping ?? uploaded.suggested, mode });
      if (started.statusCode !== 202) throw new Error(`start: ${started.statusCode} ${started.body}`);
      return { uploaded, job: await this.ended(uploaded.id) };
    },
  };
}

const BATCH_EVENTS = 'query($batchId: ID!) { auditEvents(batchId: $batchId, first: 100) { items { action subject recordId } } }';
const UNDO_BATCH = 'mutation($batchId: ID!) { restoreAuditBatch(batchId: $batchId) { id } }';
const UNDO_JOB = 'query($id: ID!) { bulkJob(id: $id) { id status total done skipped failed } }';

/** An import's audit batch, read and undone through GraphQL as the role. */
export function auditBatchAs(app: FastifyInstance, role: Role) {
  const data = () => graphqlDataAs(app, role);
  return {
    events: async (batchId: string) => (await data()<{ auditEvents: { items: { action: string; subject: string; recordId: string }[] } }>(BATCH_EVENTS, { batchId })).auditEvents.items,
    /** Undoes the batch and reads the undo until it has ended. */
    async undone(batchId: string) {
      const undo = (await data()<{ restoreAuditBatch: { id: string } }>(UNDO_BATCH, { batchId })).restoreAuditBatch;
      return untilEnded(
        async () => (await data()<{ bulkJob: { status: string; total: number; done: number; skipped: number; failed: number } }>(UNDO_JOB, { id: undo.id })).bulkJob,
      );
    },
  };
}
