import { fork } from 'node:child_process';
import { median } from './stats.js';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  failures: number;
  /** Milliseconds, one per successful response. */
  latencies: number[];
}

/** One autocannon run in a process of its own (see load-process.ts). */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-process.ts', import.meta.url), [JSON.stringify(options)], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
  });
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  /** CPU time of this process (the servers, not the load generator) per answered request. */
  cpuMicros: number;
  p50: number;
  p99: number;
  failures: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Measures several targets in interleaved rounds (A B C, A B C …) after a warm-up of each, so a
 * neighbour's burst of load on this shared machine hits every target alike and the ratios between
 * them hold even when the absolute figures move.
 */
export async function measureInRounds(
  targets: readonly { name: string; options: Omit<LoadOptions, 'duration' | 'connections'> }[],
  { connections, seconds, rounds, warmup }: { connections: number; seconds: number; rounds: number; warmup: number },
): Promise<Measurement[]> {
  for (const target of targets) await load({ ...target.options, connections, duration: warmup });
  const totals = targets.map(() => ({ requests: 0, seconds: 0, failures: 0, cpu: 0, latencies: [] as number[] }));
  const slice = Math.max(1, Math.round(seconds / rounds));
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const before = process.cpuUsage();
      const result = await load({ ...target.options, connections, duration: slice });
      const cpu = process.cpuUsage(before);
      totals[i].cpu += cpu.user + cpu.system;
      totals[i].requests += result.requests;
      totals[i].seconds += result.seconds;
      totals[i].failures += result.failures;
      for (const latency of result.latencies) totals[i].latencies.push(latency);
    }
  }
  return targets.map((target, i) => {
    const sorted = Float64Array.from(totals[i].latencies).sort();
    return {
      name: target.name,
      requestsPerSecond: totals[i].requests / totals[i].seconds,
      cpuMicros: totals[i].cpu / Math.max(1, totals[i].requests),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failures: totals[i].failures,
    };
  });
}

/** Two targets measured against each other in pairs of slices (A B, B A, A B …), each pair giving one ratio. */
export interface PairedMeasurement {
  a: Measurement;
  b: Measurement;
  /** The median over the pairs of b's requests per second over a's in the same pair. */
  ratio: number;
  /** The median over the pairs of a's CPU per request over b's (above 1: b costs less). */
  cpuRatio: number;
  pairs: number;
}

/**
 * Two targets in many short pairs of slices, the order swapped every pair: a neighbour's burst on this shared
 * machine lands on both sides of a pair alike, and the median of the pairs' ratios leaves out the pairs it split.
 * For a ratio that must hold within a few percent, where the totals of `measureInRounds` drift by more.
 */
export async function measurePaired(
  a: { name: string; options: Omit<LoadOptions, 'duration' | 'connections'> },
  b: { name: string; options: Omit<LoadOptions, 'duration' | 'connections'> },
  { connections, pairs, warmup }: { connections: number; pairs: number; warmup: number },
): Promise<PairedMeasurement> {
  const targets = [a, b];
  for (const target of targets) await load({ ...target.options, connections, duration: warmup });
  const totals = targets.map(() => ({ requests: 0, seconds: 0, failures: 0, cpu: 0, latencies: [] as number[] }));
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const slice: { rate: number; cpu: number }[] = [];
    for (const i of pair % 2 === 0 ? [0, 1] : [1, 0]) {
      const before = process.cpuUsage();
      const result = await load({ ...targets[i].options, connections, duration: 1 });
      const cpu = process.cpuUsage(before);
      totals[i].cpu += cpu.user + cpu.system;
      totals[i].requests += result.requests;
      totals[i].seconds += result.seconds;
      totals[i].failures += result.failures;
      for (const latency of result.latencies) totals[i].latencies.push(latency);
      slice[i] = { rate: result.requests / result.seconds, cpu: (cpu.user + cpu.system) / Math.max(1, result.requests) };
    }
    ratios.push(slice[1].rate / slice[0].rate);
    cpuRatios.push(slice[0].cpu / slice[1].cpu);
  }
  const [ma, mb] = targets.map((target, i): Measurement => {
    const sorted = Float64Array.from(totals[i].latencies).sort();
    return {
      name: target.name,
      requestsPerSecond: totals[i].requests / totals[i].seconds,
      cpuMicros: totals[i].cpu / Math.max(1, totals[i].requests),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failures: totals[i].failures,
    };
  });
  return { a: ma, b: mb, ratio: median(ratios), cpuRatio: median(cpuRatios), pairs };
}
