import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { buildApp } from '../server/app.js';
import { percentile } from './stats.js';

/**
 * npm run bench (fan-out part; alone: npm run bench:fanout): 1,000 sockets subscribed to `taskChanged` on
 * one instance; one task is added at a time (straight through the repository, so the clock starts at the
 * write) and every socket's delivery latency is recorded. The baseline is the same number of raw `ws`
 * sockets receiving the same bytes from a plain broadcast loop: the ratio is what GraphQL subscriptions
 * (CASL check, execution, graphql-ws framing per subscriber) cost over the transport itself.
 * FANOUT_SOCKETS and FANOUT_EVENTS change the size of a run.
 */
const SOCKETS = Number(process.env.FANOUT_SOCKETS ?? 1000);
const EVENTS = Number(process.env.FANOUT_EVENTS ?? 20);
const QUERY = 'subscription { taskChanged { change task { id title dueDate isCompleted } actor { id fullName } } }';

const now = () => performance.timeOrigin + performance.now();

interface Result {
  name: string;
  latencies: number[];
}

function startClients(options: { url: string; kind: 'graphql-ws' | 'raw'; accessToken?: string }) {
  // Workers do not inherit tsx's loader: the bootstrap registers it, then loads the TypeScript entry.
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
    register();
    await import(${JSON.stringify(new URL('./fanout-clients.ts', import.meta.url).href)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), {
    workerData: { count: SOCKETS, query: QUERY, accessToken: '', ...options },
  });
  const waiting: ((arrivals: number[]) => void)[] = [];
  worker.on('message', (message: { type: string; arrivals?: number[]; error?: string }) => {
    if (message.type === 'arrivals') waiting.shift()?.(message.arrivals ?? []);
    if (message.type === 'error') console.error(`subscriber error: ${message.error}`);
  });
  return {
    /** Runs `emit` and resolves with each socket's latency once every socket has the event. */
    measure: (emit: () => void) =>
      new Promise<number[]>((resolve) => {
        waiting.push((arrivals) => resolve(arrivals.map((t) => t - started)));
        const started = now();
        emit();
      }),
    close: async () => {
      await new Promise<void>((resolve) => {
        worker.on('message', (message: { type: string }) => message.type === 'closed' && resolve());
        worker.postMessage({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measureGraphqlWs(): Promise<Result> {
  const app = await buildApp({ config: { logLevel: 'silent', live: { maxSubscriptionsPerSocket: 5, connectionInitTimeoutMs: 30_000 } } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const login = await app.inject({ method: 'POST', url: '/jwt/login', payload: { email: 'admin@demo.com', password: 'admin' } });
  const clients = startClients({ url: `ws://127.0.0.1:${port}/graphql`, kind: 'graphql-ws', accessToken: login.json().accessToken });
  await waitFor(() => app.events.subscriberCount('task') >= SOCKETS, `${SOCKETS} subscriptions`);
  const latencies: number[] = [];
  for (let i = 0; i <= EVENTS; i++) {
    const sample = await clients.measure(() => app.repositories.todo.add({ title: `Fan-out ${i}`, dueDate: '2026-12-05' }));
    // The first event warms the compiled paths up.
    if (i > 0) latencies.push(...sample);
  }
  await clients.close();
  await app.close();
  return { name: `graphql-ws taskChanged, ${SOCKETS} sockets`, latencies };
}

async function measureRawBroadcast(): Promise<Result> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const clients = startClients({ url: `ws://127.0.0.1:${port}`, kind: 'raw' });
  await waitFor(() => server.clients.size >= SOCKETS, `${SOCKETS} raw sockets`);
  const payload = JSON.stringify({
    id: '1',
    type: 'next',
    payload: { data: { taskChanged: { change: 'CREATED', task: { id: '45', title: 'Fan-out 0', dueDate: '2026-12-05T00:00:00.000Z', isCompleted: false }, actor: null } } },
  });
  const latencies: number[] = [];
  for (let i = 0; i <= EVENTS; i++) {
    const sample = await clients.measure(() => {
      for (const socket of server.clients) socket.send(payload);
    });
    if (i > 0) latencies.push(...sample);
  }
  await clients.close();
  await new Promise((resolve) => server.close(resolve));
  return { name: `raw ws broadcast, ${SOCKETS} sockets`, latencies };
}

async function main(): Promise<void> {
  const results = [await measureRawBroadcast(), await measureGraphqlWs()];
  console.log(`\n${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'} · Node ${process.version}`);
  console.log(`fan-out: ${SOCKETS} subscribed sockets, ${EVENTS} events one after another (after 1 warm-up), latency write → each socket\n`);
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(`${pad('target', 44)}${pad('p50 ms', 10)}${pad('p99 ms', 10)}max ms`);
  const summary = results.map(({ name, latencies }) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const row = { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
    console.log(`${pad(name, 44)}${pad(row.p50.toFixed(1), 10)}${pad(row.p99.toFixed(1), 10)}${row.max.toFixed(1)}`);
    return row;
  });
  const [raw, live] = summary;
  console.log(`\ngraphql-ws / raw broadcast: p50 ${(live.p50 / raw.p50).toFixed(2)} · p99 ${(live.p99 / raw.p99).toFixed(2)}`);
}

await main();
