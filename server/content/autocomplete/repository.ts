import type { AutocompleteEntry } from './models.js';

/**
 * The autocomplete demo's 100 entries (read-only, shared). Two stores implement it (memory-repository.ts,
 * postgres-repository.ts); tests/content/contract.test.ts pins that both answer alike.
 */
export interface AutocompleteRepository {
  /** Entries whose title contains q (case-insensitive), in id order, at most `limit` (all by default). */
  search(q?: string, limit?: number): Promise<AutocompleteEntry[]>;
}
