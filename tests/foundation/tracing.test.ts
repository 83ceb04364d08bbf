import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { adminToken, startProductServer } from '../e2e/support/server.js';

/**
 * Tracing is opt-in (docs/operations.md, "Tracing"): the built server (`node dist/server/main.js`) without
 * OTEL_EXPORTER_OTLP_ENDPOINT never loads the OpenTelemetry SDK or our tracing module; with it, it exports one trace
 * per request (probes left out) to the collector, here a stand-in that takes OTLP over HTTP as JSON, and stops as
 * cleanly as without. Database spans under each request: tests/postgres/tracing.test.ts.
 */
const recorder = pathToFileURL(fileURLToPath(new URL('./fixtures/record-imports.mjs', import.meta.url))).href;
const scratch = mkdtempSync(join(tmpdir(), 'aurora-tracing-'));

/** The modules a server resolved through import (the recorder preloaded into it writes them). */
function importsOf(file: string): string[] {
  return readFileSync(file, 'utf8').split('\n').filter(Boolean);
}
const TRACING_MODULES = /\/dist\/server\/tracing\.js$|\/@opentelemetry\/|\/@fastify\/otel\//;

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** A stand-in OTLP collector (HTTP, JSON): the spans it was sent. */
async function collector(): Promise<{ url: string; spans: Span[]; server: Server }> {
  const spans: Span[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => void (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const { resourceSpans } = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
        for (const resource of resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe('tracing', () => {
  it('is on exactly when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
    expect(configFromEnv({}).config.tracing).toBe(false);
    expect(configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).config.tracing).toBe(false);
    expect(configFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).config.tracing).toBe(true);
  });

  it('is not loaded without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const file = join(scratch, 'imports-off.txt');
    const server = await startProductServer({ env: { NODE_OPTIONS: `--import ${recorder}`, AURORA_IMPORTS_FILE: file, OTEL_EXPORTER_OTLP_ENDPOINT: '' } });
    await adminToken(server.baseUrl);
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const imports = importsOf(file);
    // The recorder saw the app load.
    expect(imports.some((url) => url.endsWith('/dist/server/app.js'))).toBe(true);
    expect(imports.filter((url) => TRACING_MODULES.test(url))).toEqual([]);
  }, 60_000);

  it('with OTEL_EXPORTER_OTLP_ENDPOINT, exports one trace per request, none for probes, and stops cleanly', async () => {
    const otlp = await collector();
    servers.push(otlp.server);
    const file = join(scratch, 'imports-on.txt');
    const server = await startProductServer({
      env: {
        NODE_OPTIONS: `--import ${recorder}`,
        AURORA_IMPORTS_FILE: file,
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // As deployed: Apollo's own signal handling is on outside NODE_ENV=test.
        NODE_ENV: 'production',
      },
    });
    const token = await adminToken(server.baseUrl);
    const users = await fetch(`${server.baseUrl}/api/users/list/data?perPage=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(users.status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/no-such-thing`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/health/ready`)).status).toBe(200);
    // The stop exports what is still held.
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    expect(importsOf(file).filter((url) => TRACING_MODULES.test(url)).length).toBeGreaterThan(0);
    const roots = otlp.spans.filter((span) => !span.parentSpanId);
    const paths = roots.map((root) => root.attributes.map(({ value }) => Object.values(value)[0]).find((value) => typeof value === 'string' && value.startsWith('/')));
    // The start's own probe (/healthz) and /health/ready have no trace; the three requests have one each.
    expect(roots.map((root) => root.name)).toEqual(['request', 'request', 'request']);
    expect(paths).toEqual(['/jwt/login', '/api/users/list/data', '/api/no-such-thing'].map((path) => expect.stringContaining(path)));
    expect(new Set(roots.map((root) => root.traceId)).size).toBe(3);
    // Every span belongs to one of them: the request's hooks and handler.
    expect(otlp.spans.every((span) => roots.some((root) => root.traceId === span.traceId))).toBe(true);
    expect(otlp.spans.length).toBeGreaterThan(roots.length);
  }, 60_000);
});
