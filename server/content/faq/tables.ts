import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { searchText } from '../../db/queries.js';
import { FAQ_CATEGORY_KEYS, type FaqCategory, type FaqCategoryKey, type FaqSeed, type QandA } from './models.js';

export interface FaqTables {
  /** The FAQ's tabs in `position` order. */
  faq_categories: Omit<FaqCategory, 'qandA'> & { key: FaqCategoryKey; position: number };
  /** Each tab's Q&A in `position` order; `search` is the question folded (server/db/queries.ts `searchText`). */
  faq_questions: QandA & { categoryKey: FaqCategoryKey; position: number; search: string };
}

export const faqMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('faq_categories')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('position', 'integer', (c) => c.notNull().unique())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('faq_questions')
      .addColumn('category_key', 'text', (c) => c.notNull().references('faq_categories.key').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('ans', 'text', (c) => c.notNull())
      .addColumn('search', 'text', (c) => c.notNull().modifyEnd(sql.raw('COLLATE "C"')))
      .addPrimaryKeyConstraint('faq_questions_pkey', ['category_key', 'position'])
      .execute();
    await sql`CREATE INDEX faq_questions_search ON faq_questions USING gin (search gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('faq_questions').execute();
    await db.schema.dropTable('faq_categories').execute();
  },
};

export async function seedFaqTables(db: Db, faq: FaqSeed): Promise<void> {
  await db
    .insertInto('faq_categories')
    .values(FAQ_CATEGORY_KEYS.map((key, position) => ({ key, position, icon: faq[key].icon, title: faq[key].title, subtitle: faq[key].subtitle })))
    .execute();
  await db
    .insertInto('faq_questions')
    .values(
      FAQ_CATEGORY_KEYS.flatMap((categoryKey) =>
        faq[categoryKey].qandA.map(({ question, ans }, position) => ({ categoryKey, position, question, ans, search: searchText([question]) })),
      ),
    )
    .execute();
}
