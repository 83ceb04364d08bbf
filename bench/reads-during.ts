import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { percentile } from './stats.js';

/** A list read's latency, idle and while a long job runs: p50 and p99 in ms. */
export interface ReadLatency {
  samples: number;
  p50: number;
  p99: number;
}

/** A person paging a list: one read, a pause, the next. */
const PAUSE_MS = 20;

function latencyOf(times: number[]): ReadLatency {
  const sorted = [...times].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** Reads made and not counted before the idle ones: the first reads of a fresh process run code not yet optimized. */
const WARM_UP = 100;

/**
 * Idle reads measured: about as many as a job's reads (500–600), so both p99s are the same rank of their samples. With
 * 200, the idle p99 was the second-slowest read, and it moved 7–16 ms from run to run with one slow read more or less.
 */
const IDLE_SAMPLES = 500;

/** `samples` reads one after another with a short pause: the list's latency with nothing else running (once warmed up). */
export async function idleReads(read: () => Promise<unknown>, samples = IDLE_SAMPLES): Promise<ReadLatency> {
  for (let i = 0; i < WARM_UP; i++) await read();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return latencyOf(times);
}

/** How long the process's event loop was held at once while the job ran: p99 and the longest, ms. */
export interface LoopDelay {
  p99: number;
  max: number;
}

/**
 * Reads the list the same way until `job` settles: its latency while the job runs (the job's result beside it),
 * and the event loop's delay meanwhile, which tells how much of a slow read waited for the job's work in the
 * process rather than in the database.
 */
export async function readsDuring<R>(read: () => Promise<unknown>, job: Promise<R>): Promise<{ latency: ReadLatency; loop: LoopDelay; result: R }> {
  let done = false;
  const ended = job.finally(() => (done = true));
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  while (!done) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  delay.disable();
  // The histogram counts nanoseconds, and each sample includes the resolution's own 1 ms.
  const loop = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  return { latency: latencyOf(times), loop, result: await ended };
}
