import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authorize, callerOf, type Principal } from '../access/caller.js';
import { stillAllowed } from '../bulk-jobs/service.js';
import { ConflictError, DomainError, InvalidFieldError } from '../common/errors.js';
import { writerOf } from '../common/record-versions.js';
import { errorSchema, protectedErrorResponses } from '../common/schemas.js';
import { analyzeFile } from './analyze.js';
import { csvText } from './csv.js';
import { importDirectory, importFile, removeStaleUploads } from './files.js';
import { checkedMapping } from './mapping.js';
import { IMPORT_MODES, type ImportJobRecord, type ImportMode } from './models.js';
import { importsSettled, startImport } from './runner.js';
import { cancelImport, ownImport } from './service.js';
import type { ImportTarget } from './target.js';

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** A file over the limit: 413 naming the field. */
class TooLargeError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  readonly statusCode = 413;
}

const jobSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    list: { type: 'string' },
    status: { type: 'string' },
    fileName: { type: 'string' },
    encoding: { type: 'string' },
    delimiter: { type: 'string' },
    columns: { type: 'array', items: { type: 'string' } },
    rows: { type: 'integer' },
    mode: { type: ['string', 'null'] },
    total: { type: 'integer' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    unchanged: { type: 'integer' },
    skipped: { type: 'integer' },
    failed: { type: 'integer' },
    batchId: { type: 'string' },
    createdAt: { type: 'string' },
    finishedAt: { type: ['string', 'null'] },
  },
} as const;

/** A job as REST answers it: `total` is its file's rows. */
const shown = (job: ImportJobRecord) => ({ ...job, total: job.rows });

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

/** What the caller must be allowed to do to import into a list in a mode: create, and update too for an upsert. */
function authorizeImport(principal: Principal, target: ImportTarget, mode: ImportMode | null): void {
  authorize(principal, 'create', target.subject);
  if (mode === 'upsert') authorize(principal, 'update', target.subject);
}

/**
 * /api/imports: upload a CSV file into a list (its encoding, delimiter, columns, suggested mapping and preview),
 * start the import with a mapping, follow it, cancel it, download its refused rows (docs/imports.md).
 */
export function importRoutes(targets: readonly ImportTarget[]): FastifyPluginAsync {
  const byList = new Map(targets.map((target) => [target.list, target]));
  const targetOf = (list: string | undefined): ImportTarget => {
    const target = list === undefined ? undefined : byList.get(list);
    if (!target) throw new InvalidFieldError('list', `must be one of ${[...byList.keys()].join(', ')}`);
    return target;
  };

  return async (app) => {
    await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 6 } });
    const dir = importDirectory();
    // Files uploaded here whose import has not ended: removed when the app closes.
    const local = new Set<string>();
    app.addHook('preClose', () => importsSettled(app.repositories.imports));
    app.addHook('onClose', async () => {
      await Promise.all([...local].map((path) => rm(path, { force: true })));
    });

    /** The upload streamed to a file of its own, and the `list` it names (checked as soon as it is known). */
    async function received(request: FastifyRequest<{ Querystring: { list?: string } }>, principal: Principal): Promise<{ path: string; fileName: string; target: ImportTarget }> {
      // A list named in the query is authorized before a byte of the body is read.
      let list = request.query.list;
      if (list !== undefined) authorizeImport(principal, targetOf(list), null);
      if (!request.isMultipart()) throw new InvalidFieldError('file', 'send the file as multipart/form-data');
      const path = join(dir, `upload-${randomUUID()}.csv`);
      let fileName: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'list') {
              list = String(part.value);
              authorizeImport(principal, targetOf(list), null);
            }
            continue;
          }
          if (part.fieldname !== 'file' || fileName !== undefined) throw new InvalidFieldError(part.fieldname, 'is not expected: send one file as `file`');
          fileName = part.filename || 'import.csv';
          await pipeline(part.file, createWriteStream(path));
        }
        if (fileName === undefined) throw new InvalidFieldError('file', 'is required');
        const target = targetOf(list);
        authorizeImport(principal, target, null);
        return { path, fileName, target };
      } catch (error) {
        await rm(path, { force: true });
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(`file: larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
        if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new InvalidFieldError('file', 'send the file as multipart/form-data');
        throw error;
      }
    }

    app.post<{ Querystring: { list?: string } }>(
      '/api/imports',
      {
        config: { signedIn: true },
        schema: {
          tags: ['imports'],
          summary: 'Upload a CSV file (`file`) into a list (`list`, a form field or in the query): detected encoding and delimiter, columns, suggested mapping, preview',
          consumes: ['multipart/form-data'],
          querystring: { type: 'object', properties: { list: { type: 'string', maxLength: 40 } } },
        },
      },
      async (request, reply) => {
        const principal = callerOf(request);
        await removeStaleUploads(dir);
        const { path, fileName, target } = await received(request, principal);
        try {
          const analysis = await analyzeFile(path, target);
          const job = await app.repositories.imports.create({
            list: target.list,
            ownerId: principal.accountId,
            fileName: fileName.slice(0, 255),
            encoding: analysis.encoding,
            delimiter: analysis.delimiter,
            columns: analysis.columns,
            rows: analysis.rows,
          });
          const kept = importFile(dir, job.id);
          await rename(path, kept);
          local.add(kept);
          return reply.code(201).send({
            id: job.id,
            list: target.list,
            rows: analysis.rows,
            encoding: analysis.encoding,
            delimiter: analysis.delimiter,
            columns: analysis.columns,
            fields: target.fields.map((field) => ({ name: field.name, required: field.required === true })),
            key: target.key,
            suggested: analysis.suggested,
            preview: analysis.preview,
            duplicates: analysis.duplicates,
          });
        } finally {
          await rm(path, { force: true });
        }
      },
    );

    app.post<{ Params: { id: string }; Body: { mapping: unknown; mode: ImportMode } }>(
      '/api/imports/:id/start',
      {
        config: { signedIn: true },
        schema: {
          tags: ['imports'],
          summary: 'Start an uploaded import with a mapping (one field name or null per column) in create or upsert mode',
          params: idParams,
          body: {
            type: 'object',
            required: ['mapping', 'mode'],
            properties: { mapping: { type: 'array', maxItems: 200, items: { type: ['string', 'null'] } }, mode: { type: 'string', enum: IMPORT_MODES } },
          },
          response: { 202: jobSchema, 404: errorSchema, 409: errorSchema, ...protectedErrorResponses },
        },
      },
      async (request, reply) => {
        const principal = callerOf(request);
        const jobs = app.repositories.imports;
        const job = await ownImport(jobs, principal, request.params.id);
        const target = targetOf(job.list);
        const { mode } = request.body;
        authorizeImport(principal, target, mode);
        if (job.status !== 'ready') throw new ConflictError(`Import ${job.id} was started already (${job.status})`);
        const mapping = checkedMapping(target, job.columns, request.body.mapping, mode);
        const path = importFile(dir, job.id);
        await access(path).catch(() => {
          throw new ConflictError('The uploaded file is not on this server any more: upload it again');
        });
        const source = { roleAbilities: app.roleAbilities, accountRole: (id: number) => app.repositories.accounts.findById(id) };
        const mayCreate = stillAllowed(source, principal.accountId, 'create', target.subject);
        const mayUpdate = stillAllowed(source, principal.accountId, 'update', target.subject);
        const started = await startImport(jobs, principal, 'rest', job.id, {
          target,
          repositories: app.repositories,
          mapping,
          mode,
          path,
          writer: await writerOf(app.repositories.accounts, principal.accountId),
          allowed: async () => (await mayCreate()) && (mode === 'create' || (await mayUpdate())),
        });
        void importsSettled(jobs).then(() => local.delete(path));
        return reply.code(202).send(shown(started));
      },
    );

    app.get<{ Params: { id: string } }>(
      '/api/imports/:id',
      { config: { signedIn: true }, schema: { tags: ['imports'], summary: 'An import of the caller’s: its counts and status', params: idParams, response: { 200: jobSchema, 404: errorSchema, ...protectedErrorResponses } } },
      async (request) => shown(await ownImport(app.repositories.imports, callerOf(request), request.params.id)),
    );

    const cancel = async (request: FastifyRequest<{ Params: { id: string } }>) => shown(await cancelImport(app.repositories.imports, callerOf(request), request.params.id));
    const cancelSchema = { tags: ['imports'], summary: 'Stop an import between batches (a ready one at once)', params: idParams, response: { 200: jobSchema, 404: errorSchema, ...protectedErrorResponses } };
    app.post<{ Params: { id: string } }>('/api/imports/:id/cancel', { config: { signedIn: true }, schema: cancelSchema }, cancel);
    app.delete<{ Params: { id: string } }>('/api/imports/:id', { config: { signedIn: true }, schema: cancelSchema }, cancel);

    app.get<{ Params: { id: string } }>(
      '/api/imports/:id/rejected.csv',
      { config: { signedIn: true }, schema: { tags: ['imports'], summary: 'The rows an import refused or skipped, as CSV with their row and reason', params: idParams } },
      async (request, reply) => {
        const jobs = app.repositories.imports;
        const job = await ownImport(jobs, callerOf(request), request.params.id);
        const rows = await jobs.rejected(job.id);
        const width = job.columns.length;
        const text = csvText(
          [...job.columns, 'row', 'reason'],
          rows.map((row) => [...Array.from({ length: width }, (_, i) => row.cells[i] ?? ''), String(row.row), row.reason]),
          job.delimiter,
        );
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="import-${job.id}-refused.csv"`)
          .send(text);
      },
    );
  };
}
