/** Knowledge base (spec section 3): cards, per-category sections of questions, and each question's article. */
export interface KbCard {
  id: number;
  category: string;
  img: string;
  title: string;
  desc: string;
}

export interface KbQuestionRef {
  id: number;
  question: string;
  slug: string;
}

export interface KbSection {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: KbQuestionRef[];
}

export interface KbArticle {
  id: number;
  category: string;
  slug: string;
  title: string;
  /** ISO calendar date. */
  lastUpdated: string;
  content: string;
}

export interface KnowledgeBaseSeed {
  cards: KbCard[];
  sections: Record<string, KbSection[]>;
  articles: KbArticle[];
}
