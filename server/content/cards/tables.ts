import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import { jsonb } from '../documents.js';
import { cardDatasets, type CardName } from './rules.js';
import type { CardsSeed } from './models.js';

export interface CardTables {
  /** Every card's datasets (rules.ts `cardDatasets`), each a jsonb document. */
  dashboard_cards: { card: CardName; variant: string; data: unknown };
}

export const cardsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('dashboard_cards')
      .addColumn('card', 'text', (c) => c.notNull())
      .addColumn('variant', 'text', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addPrimaryKeyConstraint('dashboard_cards_pkey', ['card', 'variant'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('dashboard_cards').execute();
  },
};

export async function seedCardTables(db: Db, cards: CardsSeed): Promise<void> {
  await db
    .insertInto('dashboard_cards')
    .values(cardDatasets(cards).map(({ card, variant, data }) => ({ card, variant, data: jsonb(data) })))
    .execute();
}
