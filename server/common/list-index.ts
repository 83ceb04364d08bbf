/**
 * Building blocks repositories use to answer list calls without sorting, filtering or lower-casing
 * the whole table on every call: rows kept in each sort order (built on first use, then maintained by
 * every write), search text folded once per write, and a single pass that counts matches and copies
 * only the requested page. The rules (what matches, what order) stay in each repository.
 */

export type Compare<T> = (a: T, b: T) => number;

/** The first position whose row does not sort before `row`. */
function lowerBound<T>(rows: readonly T[], row: T, compare: Compare<T>): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(rows[mid], row) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The rows of a table in each named order. An order is sorted once, the first time it is asked
 * for; afterwards `insert` and `remove` keep every built order sorted by binary search. A row's
 * sort fields must not change while it is in the index: remove it, change it, insert it again.
 * Comparators must be total (end with an id tie-break), so equal never means "another row".
 */
export class SortedIndex<K extends string, T> {
  private readonly orders = new Map<K, T[]>();

  constructor(
    private readonly source: () => Iterable<T>,
    private readonly comparators: Readonly<Record<K, Compare<T>>>,
  ) {}

  rows(order: K): readonly T[] {
    let rows = this.orders.get(order);
    if (!rows) {
      rows = [...this.source()].sort(this.comparators[order]);
      this.orders.set(order, rows);
    }
    return rows;
  }

  insert(row: T): void {
    for (const [order, rows] of this.orders) rows.splice(lowerBound(rows, row, this.comparators[order]), 0, row);
  }

  remove(row: T): void {
    for (const [order, rows] of this.orders) {
      const at = lowerBound(rows, row, this.comparators[order]);
      const index = rows[at] === row ? at : rows.indexOf(row);
      if (index >= 0) rows.splice(index, 1);
    }
  }
}

/** Lower-case text once, on write, for the case-insensitive substring searches of spec section 9. */
export function fold(value: unknown): string {
  return String(value ?? '').toLowerCase();
}

/**
 * The folded search text of each row, kept beside the row instead of computed per call. Writes
 * call `update(row)`; a row never updated is folded on first use.
 */
export class SearchText<T extends object> {
  private readonly texts = new WeakMap<T, readonly string[]>();

  constructor(private readonly fields: (row: T) => readonly unknown[]) {}

  update(row: T): readonly string[] {
    const texts = this.fields(row).map(fold);
    this.texts.set(row, texts);
    return texts;
  }

  /** Whether any field contains `needle`, which the caller has folded already. */
  matches(row: T, needle: string): boolean {
    const texts = this.texts.get(row) ?? this.update(row);
    for (const text of texts) if (text.includes(needle)) return true;
    return false;
  }
}

export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * One page of the rows `accept` lets through, in their order, with the total count: one pass, and
 * only the page itself is copied. Without a filter the page is a slice. Pages are 1-based; a page
 * past the end is empty.
 */
export function pageOf<T>(rows: readonly T[], accept: ((row: T) => boolean) | null, page: number, perPage: number): Page<T> {
  const start = (page - 1) * perPage;
  if (!accept) return { items: rows.slice(start, start + perPage), total: rows.length };
  const items: T[] = [];
  let total = 0;
  for (const row of rows) {
    if (!accept(row)) continue;
    if (total >= start && items.length < perPage) items.push(row);
    total++;
  }
  return { items, total };
}
