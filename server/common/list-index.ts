/**
 * What repositories use to answer list calls without sorting, filtering or lower-casing the whole
 * table on every call: rows kept in each sort order (built on first use, then maintained by every
 * write), search text folded once, and scans that read memory in order and copy only the page.
 * The rules (what matches, in what order) stay in each repository.
 */

export type Compare<T> = (a: T, b: T) => number;

export interface Page<T> {
  items: T[];
  total: number;
  /**
   * Set when `total` is an estimate: the PostgreSQL store counts a search's matches up to 1,000 and
   * estimates beyond (server/db/queries.ts `countMatches`); absent means exact.
   */
  totalEstimated?: boolean;
}

/** Lower-case text once, on write, for the case-insensitive substring searches of spec section 9. */
export function fold(value: unknown): string {
  return String(value ?? '').toLowerCase();
}

/** Joins a row's folded fields: a needle without it can only match inside one field. */
const FIELD_SEPARATOR = '\u0000';

function foldFields(fields: readonly unknown[]): string {
  return fields.map(fold).join(FIELD_SEPARATOR);
}

/**
 * Flags a row must have (`all`) and must not have (`none`), as bits of the index's `flags` function:
 * the closed-set filters (folder, status, tag) checked without touching the rows.
 */
export interface FlagQuery {
  all?: number;
  none?: number;
}

/** What a list call asks for: an order, and optionally flags, a filter on fields and a folded search text. */
export interface ListQuery<K extends string, T> {
  order: K;
  flags?: FlagQuery;
  filter?: ((row: T) => boolean) | null;
  /** Already folded; '' searches nothing. */
  needle?: string;
}

/**
 * A table's rows by id, in each named order, with each row's searched fields folded into one
 * string. Orders are id lists sorted on first use and kept sorted by binary search on every write;
 * comparators must be total (end with an id tie-break). A search first marks the matching ids in
 * one pass over the rows in id order (the order they sit in memory), then walks the order's ids and
 * touches only the rows of the page: a call over 100 000 rows stays a few milliseconds. Closed-set
 * filters are bits kept per id (`flags`), read while walking the order without touching any row.
 */
export class ListIndex<K extends string, T extends { id: number }> {
  private readonly rows: (T | undefined)[] = [];
  private readonly orders = new Map<K, number[]>();
  private texts: (string | undefined)[] | null = null;
  /** Each row's flag bits, by id. */
  private readonly bits: number[] = [];
  private count = 0;

  constructor(
    rows: Iterable<T>,
    private readonly comparators: Readonly<Record<K, Compare<T>>>,
    private readonly searched: ((row: T) => readonly unknown[]) | null = null,
    private readonly flags: ((row: T) => number) | null = null,
  ) {
    for (const row of rows) this.store(row);
  }

  get size(): number {
    return this.count;
  }

  /** The rows in id order. */
  *[Symbol.iterator](): IterableIterator<T> {
    for (const row of this.rows) if (row !== undefined) yield row;
  }

  get(id: number): T | undefined {
    return Number.isSafeInteger(id) && id >= 0 ? this.rows[id] : undefined;
  }

  insert(row: T): void {
    this.store(row);
    if (this.texts && this.searched) this.texts[row.id] = foldFields(this.searched(row));
    for (const [order, ids] of this.orders) ids.splice(this.position(ids, row, order), 0, row.id);
  }

  remove(row: T): void {
    for (const [order, ids] of this.orders) {
      const at = this.position(ids, row, order);
      ids.splice(ids[at] === row.id ? at : ids.indexOf(row.id), 1);
    }
    this.rows[row.id] = undefined;
    if (this.texts) this.texts[row.id] = undefined;
    this.count--;
  }

  /** A row changed in place in fields no order reads: its flags and search text are read again. */
  touch(row: T): void {
    this.store(row);
    if (this.texts && this.searched) this.texts[row.id] = foldFields(this.searched(row));
  }

  /** `next` takes the place of `current` (same id): a changed copy, or the same row changed by `change`. */
  replace(current: T, next: T, change?: () => void): void {
    this.remove(current);
    change?.();
    this.insert(next);
  }

  /** One page of the matching rows in the query's order, and how many match in all. */
  page(query: ListQuery<K, T>, page: number, perPage: number): Page<T> {
    const ids = this.ids(query.order);
    const start = (page - 1) * perPage;
    const matching = this.matching(query);
    const { all = 0, none = 0 } = query.flags ?? {};
    if (!matching && all === 0 && none === 0) {
      return { items: ids.slice(start, start + perPage).map((id) => this.rows[id] as T), total: ids.length };
    }
    const { bits } = this;
    const items: T[] = [];
    let total = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (matching ? matching[id] === 0 : (bits[id] & all) !== all || (bits[id] & none) !== 0) continue;
      if (total >= start && items.length < perPage) items.push(this.rows[id] as T);
      total++;
    }
    return { items, total };
  }

  /** Every matching row, in the query's order. */
  list(query: ListQuery<K, T>): T[] {
    const ids = this.ids(query.order);
    const matching = this.matching(query);
    const { all = 0, none = 0 } = query.flags ?? {};
    const { bits, rows } = this;
    const found: T[] = [];
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      if (matching ? matching[id] === 0 : (bits[id] & all) !== all || (bits[id] & none) !== 0) continue;
      found.push(rows[id] as T);
    }
    return found;
  }

  private store(row: T): void {
    if (!Number.isSafeInteger(row.id) || row.id < 0) throw new Error(`row id ${row.id} cannot be indexed`);
    if (this.rows[row.id] === undefined) this.count++;
    this.rows[row.id] = row;
    if (this.flags) this.bits[row.id] = this.flags(row);
  }

  private ids(order: K): number[] {
    let ids = this.orders.get(order);
    if (!ids) {
      const compare = this.comparators[order];
      ids = [...this].sort(compare).map((row) => row.id);
      this.orders.set(order, ids);
    }
    return ids;
  }

  /**
   * 1 for each id that passes, in one pass in id order; null when only flags (or nothing) filter,
   * which the walk over an order reads itself.
   */
  private matching({ filter, needle = '', flags }: ListQuery<K, T>): Uint8Array | null {
    if (!filter && needle === '') return null;
    const matching = new Uint8Array(this.rows.length);
    const texts = needle === '' ? null : this.searchTexts();
    const perField = needle.includes(FIELD_SEPARATOR);
    const { all = 0, none = 0 } = flags ?? {};
    const { bits } = this;
    for (let id = 0; id < this.rows.length; id++) {
      const row = this.rows[id];
      if (row === undefined || (bits[id] & all) !== all || (bits[id] & none) !== 0 || (filter && !filter(row))) continue;
      if (texts && !(perField ? this.fieldMatches(row, needle) : (texts[id] as string).includes(needle))) continue;
      matching[id] = 1;
    }
    return matching;
  }

  private fieldMatches(row: T, needle: string): boolean {
    return (this.searched?.(row) ?? []).some((field) => fold(field).includes(needle));
  }

  private searchTexts(): (string | undefined)[] {
    if (!this.texts) {
      if (!this.searched) throw new Error('this list has no searched fields');
      this.texts = this.rows.map((row) => (row === undefined || !this.searched ? undefined : foldFields(this.searched(row))));
    }
    return this.texts;
  }

  /** The first position whose row does not sort before `row`. */
  private position(ids: readonly number[], row: T, order: K): number {
    const compare = this.comparators[order];
    let low = 0;
    let high = ids.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(this.rows[ids[mid]] as T, row) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/**
 * The folded search text of rows kept in an order of their own (not a sort order), beside the
 * rows, by id. Writes that change a searched field call `update(row)`; a row seen for the first
 * time, or a new row reusing a deleted row's id, is folded on first use.
 */
export class SearchText<T extends { id: number }> {
  private readonly byId: ({ row: T; text: string } | undefined)[] = [];

  constructor(private readonly fields: (row: T) => readonly unknown[]) {}

  update(row: T): string {
    const text = foldFields(this.fields(row));
    // Grown in order: rows are folded newest first, and writing far past the end would leave the array sparse
    // (a slow dictionary in V8).
    while (this.byId.length < row.id) this.byId.push(undefined);
    this.byId[row.id] = { row, text };
    return text;
  }

  /** A deleted row's text goes with it. */
  forget(row: T): void {
    if (this.byId[row.id]?.row === row) this.byId[row.id] = undefined;
  }

  /** Whether any field contains `needle`, which the caller has folded already. */
  matches(row: T, needle: string): boolean {
    if (needle.includes(FIELD_SEPARATOR)) return this.fields(row).some((field) => fold(field).includes(needle));
    const entry = this.byId[row.id];
    return (entry !== undefined && entry.row === row ? entry.text : this.update(row)).includes(needle);
  }
}

/**
 * One page of the rows `accept` lets through, in their order, with the total count: one pass, and
 * only the page itself is copied. Pages are 1-based; a page past the end is empty.
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
