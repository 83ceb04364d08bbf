import type { Db } from '../../db/connection.js';
import { DatasetCards, type CardData, type CardName } from './rules.js';

/** The dashboard cards in PostgreSQL (table `dashboard_cards`: server/content/cards/tables.ts). */
export class PostgresCardsRepository extends DatasetCards {
  constructor(private readonly db: Db) {
    super();
  }

  protected async dataset<C extends CardName>(card: C, variant: string): Promise<CardData[C]> {
    const row = await this.db.selectFrom('dashboard_cards').select('data').where('card', '=', card).where('variant', '=', variant).executeTakeFirst();
    if (!row) throw new Error(`dashboard card ${card} '${variant}' is missing: the seed was not loaded`);
    return row.data as CardData[C];
  }
}
