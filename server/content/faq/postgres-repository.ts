import type { Db } from '../../db/connection.js';
import { matchesSearch } from '../../db/queries.js';
import type { FaqRepository } from './repository.js';
import type { FaqCategory, FaqCategoryKey } from './models.js';

/** The FAQ in PostgreSQL (tables `faq_categories`, `faq_questions`: server/content/faq/tables.ts). */
export class PostgresFaqRepository implements FaqRepository {
  constructor(private readonly db: Db) {}

  async search(q = ''): Promise<Record<FaqCategoryKey, FaqCategory>> {
    const [categories, questions] = await Promise.all([
      this.db.selectFrom('faq_categories').selectAll().orderBy('position').execute(),
      this.db
        .selectFrom('faq_questions')
        .select(['categoryKey', 'question', 'ans'])
        .where((eb) => matchesSearch(eb, ['question'], q.trim()))
        .orderBy('categoryKey')
        .orderBy('position')
        .execute(),
    ]);
    return Object.fromEntries(
      categories.map(({ key, icon, title, subtitle }) => [
        key,
        { icon, title, subtitle, qandA: questions.filter((qa) => qa.categoryKey === key).map(({ question, ans }) => ({ question, ans })) },
      ]),
    ) as Record<FaqCategoryKey, FaqCategory>;
  }
}
