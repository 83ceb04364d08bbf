import type { KbCard, KbQuestionRef, KbSection } from './models.js';

export interface KbQuestionView {
  id: number;
  category: string;
  slug: string;
  title: string;
  lastUpdated: string;
  relatedQuestions: KbQuestionRef[];
  content: string;
}

/**
 * Knowledge base cards, category sections and question articles, addressed by slug (read-only, shared).
 * Two stores implement it (memory-repository.ts, postgres-repository.ts) with the rules of rules.ts;
 * tests/content/contract.test.ts pins that both answer alike.
 */
export interface KnowledgeBaseRepository {
  /** One card per category, in seed order. */
  cards(): Promise<KbCard[]>;
  /** The category's sections of questions; NotFoundError for an unknown slug. */
  category(slug: string): Promise<KbSection[]>;
  /** The article with up to five other questions of its category; NotFoundError for an unknown category or slug. */
  question(category: string, slug: string): Promise<KbQuestionView>;
}
