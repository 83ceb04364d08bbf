import { cpus } from 'node:os';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import type { ExecutorKind } from '../server/graphql/executor.js';

/**
 * npm run bench: requests/s and p99 latency of the same read (first page of 9 products) through
 * REST and through GraphQL with each executor, against a hello-world Fastify baseline.
 * The load generator runs in a worker thread so it does not share the servers' event loop.
 * BENCH_DURATION (seconds, default 10) shortens a run.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const WARMUP = 2;

// With variables, as the web client sends it (inline custom-scalar literals take graphql-js's path).
const PRODUCTS_QUERY =
  'query Products($perPage: PositiveInt) { products(perPage: $perPage) { items { id name price isInWishlist isInCart } total } }';
const PRODUCTS_BODY = JSON.stringify({ query: PRODUCTS_QUERY, variables: { perPage: 9 } });

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

async function measure(name: string, options: { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string }): Promise<Measurement> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP, workers: 1 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION, workers: 1 });
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function accessToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A benchmark of an error answer would be meaningless: check the operation works first. */
async function checkGraphQL(origin: string, headers: Record<string, string>): Promise<string | null> {
  const res = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: PRODUCTS_BODY });
  const body = (await res.json()) as { data?: { products?: { items: unknown[] } }; errors?: { message: string }[] };
  if (body.errors?.length) return body.errors.map((e) => e.message).join('; ');
  return body.data?.products?.items.length === 9 ? null : `unexpected answer ${JSON.stringify(body).slice(0, 200)}`;
}

async function checkRest(url: string, headers: Record<string, string>): Promise<string | null> {
  const res = await fetch(url, { headers });
  if (!res.ok) return `${res.status} ${await res.text()}`;
  const body = (await res.json()) as { products?: unknown[] };
  return body.products?.length === 9 ? null : 'unexpected answer';
}

async function main(): Promise<void> {
  const results: Measurement[] = [];
  const problems: string[] = [];

  const raw = Fastify({ logger: false });
  raw.get('/', async () => ({ hello: 'world' }));
  results.push(await measure('raw Fastify hello-world', { url: `${await listen(raw)}/` }));
  await raw.close();

  for (const executor of ['jit', 'default'] satisfies ExecutorKind[]) {
    const app = await buildApp({ config: { logger: false, graphqlExecutor: executor } });
    const origin = await listen(app);
    const headers = { authorization: `Bearer ${await accessToken(origin)}` };

    if (executor === 'jit') {
      const url = `${origin}/apps/ecommerce/products?perPage=9`;
      const problem = await checkRest(url, headers);
      if (problem) problems.push(`REST products: ${problem}`);
      else results.push(await measure('REST GET /apps/ecommerce/products?perPage=9', { url, headers }));
    }

    const graphqlHeaders = { ...headers, 'content-type': 'application/json' };
    const problem = await checkGraphQL(origin, graphqlHeaders);
    if (problem) problems.push(`GraphQL products (${executor}): ${problem}`);
    else {
      results.push(
        await measure(`GraphQL products, ${executor === 'jit' ? 'graphql-jit' : 'Apollo default (graphql-js)'}`, {
          url: `${origin}/graphql`,
          method: 'POST',
          headers: graphqlHeaders,
          body: PRODUCTS_BODY,
        }),
      );
    }
    await app.close();
  }

  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(`\n${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · Node ${process.version}`);
  console.log(`${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up)\n`);
  console.log(`${pad('target', 52)}${pad('req/s', 10)}${pad('p99 ms', 9)}failures`);
  for (const r of results) console.log(`${pad(r.name, 52)}${pad(r.requestsPerSecond.toFixed(0), 10)}${pad(String(r.p99), 9)}${r.failures}`);

  const rate = (prefix: string) => results.find((r) => r.name.startsWith(prefix))?.requestsPerSecond;
  const ratio = (label: string, a?: number, b?: number) => {
    if (a !== undefined && b !== undefined) console.log(`${pad(label, 52)}${(a / b).toFixed(2)}`);
  };
  console.log('');
  ratio('GraphQL (jit) / REST', rate('GraphQL products, graphql-jit'), rate('REST'));
  ratio('GraphQL (Apollo default) / REST', rate('GraphQL products, Apollo'), rate('REST'));
  ratio('GraphQL jit / Apollo default', rate('GraphQL products, graphql-jit'), rate('GraphQL products, Apollo'));
  ratio('REST / raw Fastify', rate('REST'), rate('raw'));
  for (const problem of problems) console.log(`not measured: ${problem}`);
  if (problems.length) process.exitCode = 1;
}

await main();
