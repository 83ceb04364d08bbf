import type { Db } from '../../db/connection.js';
import type { KbQuestionView, KnowledgeBaseRepository } from './repository.js';
import { categoryNotFound, questionNotFound, questionView } from './rules.js';
import type { KbCard, KbSection } from './models.js';

/** The knowledge base in PostgreSQL (tables `kb_cards`, `kb_sections`, `kb_articles`: server/content/knowledge-base/tables.ts). */
export class PostgresKnowledgeBaseRepository implements KnowledgeBaseRepository {
  constructor(private readonly db: Db) {}

  async cards(): Promise<KbCard[]> {
    return this.db.selectFrom('kb_cards').selectAll().orderBy('id').execute();
  }

  async category(slug: string): Promise<KbSection[]> {
    const [card, sections] = await Promise.all([
      this.db.selectFrom('kb_cards').select('id').where('category', '=', slug).executeTakeFirst(),
      this.db.selectFrom('kb_sections').select(['id', 'title', 'icon', 'iconColor', 'questions']).where('category', '=', slug).orderBy('id').execute(),
    ]);
    if (!card) throw categoryNotFound(slug);
    return sections;
  }

  async question(category: string, slug: string): Promise<KbQuestionView> {
    const [sections, article] = await Promise.all([
      this.category(category),
      this.db.selectFrom('kb_articles').selectAll().where('category', '=', category).where('slug', '=', slug).executeTakeFirst(),
    ]);
    if (!article) throw questionNotFound(category, slug);
    return questionView(article, sections);
  }
}
