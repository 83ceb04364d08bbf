import type { PricingSeed } from './models.js';

/** The pricing page: three plans and their Q&A (read-only, shared), in either store. */
export interface PricingRepository {
  get(): Promise<PricingSeed>;
}
