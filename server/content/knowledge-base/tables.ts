import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { jsonb } from '../documents.js';
import type { KbArticle, KbCard, KbSection, KnowledgeBaseSeed } from './models.js';

export interface KnowledgeBaseTables {
  /** One card per category, in id order. */
  kb_cards: KbCard;
  /** Each category's sections in id order; a section's question links as jsonb. */
  kb_sections: KbSection & { category: string };
  /** The question articles, addressed by category and slug. */
  kb_articles: KbArticle;
}

export const knowledgeBaseMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('kb_cards')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('category', 'text', (c) => c.notNull().unique())
      .addColumn('img', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('desc', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('kb_sections')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('category', 'text', (c) => c.notNull().references('kb_cards.category').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('icon_color', 'text', (c) => c.notNull())
      .addColumn('questions', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('kb_sections_category').on('kb_sections').columns(['category', 'id']).execute();
    await db.schema
      .createTable('kb_articles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('category', 'text', (c) => c.notNull().references('kb_cards.category').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('last_updated', 'date', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addUniqueConstraint('kb_articles_category_slug', ['category', 'slug'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['kb_articles', 'kb_sections', 'kb_cards']) await db.schema.dropTable(table).execute();
  },
};

export async function seedKnowledgeBaseTables(db: Db, kb: KnowledgeBaseSeed): Promise<void> {
  await db.insertInto('kb_cards').values(kb.cards).execute();
  const sections = Object.entries(kb.sections).flatMap(([category, list]) => list.map((s) => ({ ...s, category, questions: jsonb(s.questions) })));
  await db.insertInto('kb_sections').values(sections).execute();
  await db.insertInto('kb_articles').values(kb.articles).execute();
}
