/** The value at `p` percent of an ascending list (the nearest rank at or below it; the last for p = 100). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);
