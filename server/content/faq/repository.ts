import type { FaqCategory, FaqCategoryKey } from './models.js';

/**
 * The help page's FAQ (read-only, shared). Two stores implement it (memory-repository.ts,
 * postgres-repository.ts); tests/content/contract.test.ts pins that both answer alike.
 */
export interface FaqRepository {
  /** Every category, each holding only the Q&A whose question contains q (case-insensitive; empty categories kept). */
  search(q?: string): Promise<Record<FaqCategoryKey, FaqCategory>>;
}
