/**
 * Runs one autocannon load in its own process, so the load generator never shares the event loop
 * of the servers it measures, and records every response's latency (autocannon's own percentiles
 * are whole milliseconds, too coarse for sub-millisecond answers).
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load.js';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const latencies: number[] = [];
const instance = autocannon({ ...options, workers: 0 }, (error, result) => {
  if (error) throw error;
  const answer: LoadResult = {
    requests: result.requests.total,
    seconds: result.duration,
    failures: result.errors + result.timeouts + result.non2xx,
    latencies,
  };
  process.send?.(answer, () => process.exit(0));
});
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode < 300) latencies.push(responseTime);
});
