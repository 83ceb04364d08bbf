import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * The fan-out bench's subscribers, in their own thread so they do not share the server's event loop:
 * `count` sockets, each subscribed to the same field. For every delivered payload it reports the arrival
 * time (performance.timeOrigin + now(), comparable across threads) of each socket.
 */
interface Options {
  url: string;
  count: number;
  kind: 'graphql-ws' | 'raw';
  accessToken: string;
  query: string;
}

const { url, count, kind, accessToken, query } = workerData as Options;
const now = () => performance.timeOrigin + performance.now();
const arrivals: number[] = [];
const report = () => {
  if (arrivals.length === count) parentPort?.postMessage({ type: 'arrivals', arrivals: arrivals.splice(0) });
};
const closers: (() => void)[] = [];

for (let i = 0; i < count; i++) {
  if (kind === 'raw') {
    const socket = new WebSocket(url);
    socket.on('message', () => {
      arrivals.push(now());
      report();
    });
    closers.push(() => socket.close());
  } else {
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { accessToken }, lazy: false, retryAttempts: 0, onNonLazyError: () => {} });
    client.subscribe({ query }, { next: () => (arrivals.push(now()), report()), error: (error) => parentPort?.postMessage({ type: 'error', error: String(error) }), complete: () => {} });
    closers.push(() => void client.dispose());
  }
}

parentPort?.on('message', (message: { type: string }) => {
  if (message.type !== 'close') return;
  for (const close of closers) close();
  parentPort?.postMessage({ type: 'closed' });
});
