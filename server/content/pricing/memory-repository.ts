import type { PricingRepository } from './repository.js';
import type { PricingSeed } from './models.js';

export class MemoryPricingRepository implements PricingRepository {
  private readonly pricing: PricingSeed;

  constructor(pricing: PricingSeed) {
    this.pricing = structuredClone(pricing);
  }

  async get(): Promise<PricingSeed> {
    return structuredClone(this.pricing);
  }
}
