import type { KbQuestionView, KnowledgeBaseRepository } from './repository.js';
import { categoryNotFound, questionNotFound, questionView } from './rules.js';
import type { KbCard, KbSection, KnowledgeBaseSeed } from './models.js';

/** The knowledge base in this process's memory, over its own copy of the seed. */
export class MemoryKnowledgeBaseRepository implements KnowledgeBaseRepository {
  private readonly kb: KnowledgeBaseSeed;

  constructor(kb: KnowledgeBaseSeed) {
    this.kb = structuredClone(kb);
  }

  async cards(): Promise<KbCard[]> {
    return structuredClone(this.kb.cards);
  }

  async category(slug: string): Promise<KbSection[]> {
    return structuredClone(this.sections(slug));
  }

  async question(category: string, slug: string): Promise<KbQuestionView> {
    const sections = this.sections(category);
    const article = this.kb.articles.find((a) => a.category === category && a.slug === slug);
    if (!article) throw questionNotFound(category, slug);
    return structuredClone(questionView(article, sections));
  }

  private sections(slug: string): KbSection[] {
    const sections = Object.hasOwn(this.kb.sections, slug) ? this.kb.sections[slug] : undefined;
    if (!sections) throw categoryNotFound(slug);
    return sections;
  }
}
