import { createRandom, type Random } from '../server/common/random.js';

/**
 * SEED_ROWS: every listable domain (listed users, products, invoices, tasks, e-mails, employees,
 * permissions) is grown to at least this many rows, for load and scale tests. The spec's seed stays
 * first and unchanged; the rows after it come from a generator of their own (`<domain>:rows`), so
 * they too are the same on every start.
 */
export function extraRows<T>(domain: string, have: number, rows: number | undefined, make: (index: number, random: Random) => T): T[] {
  const count = Math.max(0, (rows ?? 0) - have);
  const random = createRandom(`${domain}:rows`);
  return Array.from({ length: count }, (_, i) => make(have + i, random));
}
