import type { KbCard, KbQuestionRef, KbSection, KnowledgeBaseSeed } from '../../../seed/content/knowledge-base.js';
import { NotFoundError } from '../../errors.js';

export interface KbQuestionView {
  id: number;
  category: string;
  slug: string;
  title: string;
  lastUpdated: string;
  relatedQuestions: KbQuestionRef[];
  content: string;
}

/** How many sibling questions an article links to. */
const RELATED_LIMIT = 5;

/** Knowledge base cards, category sections and question articles, addressed by slug. */
export class KnowledgeBaseRepository {
  constructor(private readonly kb: KnowledgeBaseSeed) {}

  cards(): KbCard[] {
    return this.kb.cards;
  }

  category(slug: string): KbSection[] {
    const sections = Object.hasOwn(this.kb.sections, slug) ? this.kb.sections[slug] : undefined;
    if (!sections) throw new NotFoundError(`Unknown knowledge base category '${slug}'`);
    return sections;
  }

  question(category: string, slug: string): KbQuestionView {
    const sections = this.category(category);
    const article = this.kb.articles.find((a) => a.category === category && a.slug === slug);
    if (!article) throw new NotFoundError(`Unknown question '${slug}' in category '${category}'`);
    const relatedQuestions = sections
      .flatMap((s) => s.questions)
      .filter((q) => q.id !== article.id)
      .slice(0, RELATED_LIMIT);
    return { ...article, relatedQuestions };
  }
}
