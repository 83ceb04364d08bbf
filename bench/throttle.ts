import type { Browser } from 'playwright-core';
import { BENCHMARK_INDEX_SCRIPT } from './benchmark-index.js';
import { median } from './stats.js';

/** Chrome DevTools' calibrated device classes, by the BenchmarkIndex each stands for. */
export const CLASSES = {
  /** Pixel 5 class. */
  'mid-tier': 1000,
  /** Moto G4 Power class. */
  'low-tier': 264,
} as const;
export type DeviceClass = keyof typeof CLASSES;

/** DevTools' bounds for a calibrated rate: never faster than the host, never past 10× (its own ceiling). */
const MIN_RATE = 1;
const MAX_RATE = 10;

/** A CPU throttle: a calibrated device class, or a fixed rate (`VITALS_CPU`). */
export interface Throttle {
  rate: number;
  deviceClass?: DeviceClass;
}

export function describeThrottle({ rate, deviceClass }: Throttle): string {
  return deviceClass ? `${deviceClass} class (BenchmarkIndex ${CLASSES[deviceClass]}): CPU ${rate.toFixed(2)}×` : `CPU ${rate}×`;
}

/** The rate that brings a host of `hostIndex` to a device class: host ÷ class, within 1–10. */
export function calibratedRate(hostIndex: number, deviceClass: DeviceClass): number {
  return Math.min(MAX_RATE, Math.max(MIN_RATE, hostIndex / CLASSES[deviceClass]));
}

/**
 * The host's BenchmarkIndex: measured in a blank page of the same browser, unthrottled, three times; the
 * median, so one burst of load from the machine's other users does not set the rate.
 */
export async function measureHostIndex(browser: Browser, times = 3): Promise<{ index: number; samples: number[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const samples: number[] = [];
    for (let i = 0; i < times; i++) samples.push(await page.evaluate(BENCHMARK_INDEX_SCRIPT));
    return { index: median(samples), samples };
  } finally {
    await context.close();
  }
}

export function throttlesFor(hostIndex: number, classes: readonly DeviceClass[]): Throttle[] {
  return classes.map((deviceClass) => ({ deviceClass, rate: calibratedRate(hostIndex, deviceClass) }));
}

/** VITALS_CLASSES (`mid,low` or the full names) as device classes; unknown names are an error. */
export function classesFromEnv(value: string | undefined): DeviceClass[] {
  if (!value) return ['mid-tier', 'low-tier'];
  return value.split(',').map((raw) => {
    const name = raw.trim();
    const found = (Object.keys(CLASSES) as DeviceClass[]).find((c) => c === name || c === `${name}-tier`);
    if (!found) throw new Error(`VITALS_CLASSES: unknown class "${name}" (mid, low)`);
    return found;
  });
}
