import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import iconv from 'iconv-lite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { connect } from '../server/db/connection.js';
import { idleReads, readsDuring, type ReadLatency } from './reads-during.js';

/**
 * The CSV import of issue 40 (`BENCH_ONLY=import`): a `;`-separated Windows-1251 file of IMPORT_ROWS users
 * (default 100,000; Russian names, as Excel saves a customer list) uploaded to `POST /api/imports`, started in
 * create mode, and timed from the upload's first byte until the job has ended, on the memory store and (with
 * DATABASE_URL) on PostgreSQL in a schema of its own (dropped after), each store in a process of its own. That process's resident memory is sampled every
 * 50 ms from just before the upload: its growth is the server's (the bench's own file buffer is built before); the
 * heap after a full collection at the end tells what stayed (the memory store keeps the users and their audit events).
 * A page of the users list is read before and all through it.
 * Goals: ≤ 20 s on memory, ≤ 60 s on PostgreSQL, growth ≤ 200 MB, the list read's p99 during it ≤ 2 × idle.
 */
export interface ImportFigure {
  store: 'memory' | 'postgres';
  rows: number;
  uploadMs: number;
  totalMs: number;
  created: number;
  failed: number;
  /** Resident memory's peak over its level before the upload (V8 collects old garbage lazily: it can sit here a while). */
  growthMb: number;
  /** The heap after a full collection once the import has ended, over its level before: what the store kept of it. */
  retainedMb: number;
  /** A page of the users list (REST, a different page each time, so no kept answer) read before and during the import. */
  idle: ReadLatency;
  during: ReadLatency;
}

/** A full collection on demand, for the retained figure (the flag set at run time, as `--expose-gc` would). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function customers(rows: number): Buffer {
  const lines = ['Электронная почта;ФИО;Роль;Тариф;Компания;Страна'];
  for (let i = 1; i <= rows; i++) lines.push(`client${i}@bench.import;Клиент Номер ${i};subscriber;${i % 2 ? 'team' : 'company'};ООО «Поставщик ${i % 97}»;Россия`);
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1251');
}

async function multipart(file: Buffer): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('list', 'users');
  form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bench.csv');
  const response = new Response(form);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') as string };
}

async function timeImport(app: FastifyInstance, store: ImportFigure['store'], rows: number): Promise<ImportFigure> {
  const login = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'admin@demo.com', password: 'admin' } });
  const authorization = `Bearer ${login.json<{ accessToken: string }>().accessToken}`;
  const { body, contentType } = await multipart(customers(rows));
  let page = 0;
  const readPage = () => app.inject({ method: 'GET', url: `/api/users/list/data?page=${1 + (page++ % 200)}&perPage=10`, headers: { authorization } });
  const idle = await idleReads(readPage);
  const gc = collector();
  gc();
  const base = process.memoryUsage().rss;
  const baseHeap = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const uploaded = await app.inject({ method: 'POST', url: '/api/imports', payload: body, headers: { authorization, 'content-type': contentType } });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const file = uploaded.json<{ id: string; suggested: (string | null)[] }>();
  const uploadMs = performance.now() - started;
  const start = await app.inject({ method: 'POST', url: `/api/imports/${file.id}/start`, headers: { authorization }, payload: { mapping: file.suggested, mode: 'create' } });
  if (start.statusCode !== 202) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const running = async () => {
    let job: { status: string; created: number; failed: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await app.inject({ method: 'GET', url: `/api/imports/${file.id}`, headers: { authorization } })).json();
    } while (job.status === 'running');
    return job;
  };
  const { latency: during, result: job } = await readsDuring(readPage, running());
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  gc();
  const retainedMb = (process.memoryUsage().heapUsed - baseHeap) / 1024 / 1024;
  return { store, rows, uploadMs, totalMs, created: job.created, failed: job.failed, growthMb: (peak - base) / 1024 / 1024, retainedMb, idle, during };
}

/** One store's import in this process: the server under test is alone in it (see measureImport). */
export async function importInThisProcess(store: ImportFigure['store'], rows: number): Promise<ImportFigure> {
  if (store === 'memory') {
    const memory = await buildApp({ config: { logLevel: 'silent' } });
    try {
      return await timeImport(memory, 'memory', rows);
    } finally {
      await memory.close();
    }
  }
  const url = process.env.DATABASE_URL as string;
  const schema = `bench_import_${process.pid}`;
  const app = await buildApp({ config: { logLevel: 'silent', databaseUrl: url, databaseSchema: schema } });
  try {
    return await timeImport(app, 'postgres', rows);
  } finally {
    await app.close();
    const admin = connect(url, { max: 1 });
    await admin.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.destroy();
  }
}

/**
 * Each store's import in a process of its own, as each server runs one store: a heap grown by one store's run would
 * leave V8's collection limits raised for the next, and the next one's memory growth and pauses would be that run's.
 */
export async function measureImport(rows: number): Promise<ImportFigure[]> {
  const stores: ImportFigure['store'][] = process.env.DATABASE_URL ? ['memory', 'postgres'] : ['memory'];
  const figures: ImportFigure[] = [];
  for (const store of stores) {
    figures.push(
      await new Promise<ImportFigure>((resolve, reject) => {
        const child = fork(new URL('./import-process.ts', import.meta.url), [store, String(rows)], { execArgv: ['--import', 'tsx'] });
        child.once('message', (figure) => resolve(figure as ImportFigure));
        child.once('error', reject);
        child.once('exit', (code) => {
          if (code !== 0) reject(new Error(`the ${store} import exited with ${code}`));
        });
      }),
    );
  }
  return figures;
}
