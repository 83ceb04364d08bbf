import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * Tracing on PostgreSQL (docs/operations.md, "Tracing"): with the SDK's in-memory exporter in place of OTLP, each
 * request is one trace, and the queries it ran are spans of that trace, under its request span. In a process of its
 * own (tests/postgres/fixtures/traced-requests.mjs, over the build): the pg instrumentation patches pg as it is
 * first loaded, which this worker did long ago.
 */
const fixture = fileURLToPath(new URL('./fixtures/traced-requests.mjs', import.meta.url));
const built = fileURLToPath(new URL('../../dist/server/tracing.js', import.meta.url));
const schema = uniqueSchema();
afterAll(() => dropSchema(schema));

interface Span {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

function traced(): Promise<{ statuses: number[]; spans: Span[] }> {
  if (!existsSync(built)) throw new Error('dist/ is missing: run `npm run build` first');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fixture], {
      env: { ...process.env, DATABASE_URL, AURORA_TEST_SCHEMA: schema },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (err += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}')) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

describe('tracing on PostgreSQL', () => {
  it('one trace per request, the queries it ran under its request span', async () => {
    const { statuses, spans } = await traced();
    expect(statuses).toEqual([200, 200, 200]);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    /** The span's way up to the root of its trace. */
    const rootOf = (span: Span): Span => {
      let current = span;
      while (current.parentSpanId && byId.has(current.parentSpanId)) current = byId.get(current.parentSpanId)!;
      return current;
    };

    // Three requests, three traces (the readiness probe has none); nothing else was traced.
    const requests = spans.filter((span) => !span.parentSpanId);
    expect(requests.map((span) => span.name)).toEqual(['request', 'request', 'request']);
    expect(new Set(requests.map((span) => span.traceId)).size).toBe(3);
    expect(spans.every((span) => requests.includes(rootOf(span)))).toBe(true);

    // Each request ran queries, each a span under that request's own span.
    const queries = spans.filter((span) => span.name.startsWith('pg.query'));
    for (const request of requests) {
      const its = queries.filter((query) => rootOf(query) === request);
      expect(its.length, `queries under the request of trace ${request.traceId}`).toBeGreaterThan(0);
      expect(its.every((query) => query.traceId === request.traceId && query.attributes['db.system.name'] === 'postgresql')).toBe(true);
    }
  }, 120_000);
});
