import { cardDatasets, DatasetCards, type CardData, type CardName } from './rules.js';
import type { CardsSeed } from './models.js';

/** The dashboard cards in this process's memory, from the seed's datasets. */
export class MemoryCardsRepository extends DatasetCards {
  private readonly datasets: Map<string, CardData[CardName]>;

  constructor(seed: CardsSeed) {
    super();
    this.datasets = new Map(cardDatasets(structuredClone(seed)).map(({ card, variant, data }) => [`${card}:${variant}`, data]));
  }

  protected async dataset<C extends CardName>(card: C, variant: string): Promise<CardData[C]> {
    return structuredClone(this.datasets.get(`${card}:${variant}`)) as CardData[C];
  }
}
